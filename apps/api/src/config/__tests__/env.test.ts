import { loadConfig } from '../env';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.port).toBe(4000);
    expect(config.seedDemo).toBe(true);
    expect(config.adminEmail).toBe('ceo@agency.test');
  });

  it('reads flags and numbers', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '5001', SEED_DEMO: 'false', APP_TIMEZONE: 'Africa/Cairo' });
    expect(config).toMatchObject({ port: 5001, seedDemo: false, timeZone: 'Africa/Cairo' });
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'abc', SEED_DEMO: 'maybe' })).toThrow(/PORT[\s\S]*SEED_DEMO/);
  });

  it('refuses an unknown time zone', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', APP_TIMEZONE: 'Mars/Olympus' })).toThrow(/APP_TIMEZONE/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
  });
});
