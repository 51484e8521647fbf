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

  it('refuses an admin password shorter than the policy allows', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'seven77' })).toThrow(/ADMIN_PASSWORD/);
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-length' } as const;

    it('never loads the demo agency and sets no CEO login of its own', () => {
      const config = loadConfig(production);
      expect(config).toMatchObject({ seedDemo: false, adminEmail: undefined, adminPassword: undefined });
      expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: .*never loaded in production/);
    });

    it.each([
      ['ceo12345', /published/],
      ['Welcome123', /published/],
      ['agent123', /published/],
      ['password123', /commonly used password/],
      ['Agency2024', /agency's name/],
      ['owner@example.com', /email/],
      ['short7!', /at least 8/],
    ])('refuses ADMIN_PASSWORD=%j, naming the variable', (password, why) => {
      expect(() => loadConfig({ ...production, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: password })).toThrow(
        new RegExp(`ADMIN_PASSWORD[\\s\\S]*${why.source}`),
      );
    });

    it('takes a strong first CEO password', () => {
      const config = loadConfig({
        ...production,
        ADMIN_EMAIL: 'Owner@Example.com',
        ADMIN_PASSWORD: 'Nile-Sunset-Tower-8',
      });
      expect(config).toMatchObject({ adminEmail: 'owner@example.com', adminPassword: 'Nile-Sunset-Tower-8' });
    });
  });

  describe('speed-to-lead', () => {
    it("defaults to 15 minutes in Egypt's work week", () => {
      const config = loadConfig({ NODE_ENV: 'test' });
      expect(config.firstContactSlaMinutes).toBe(15);
      expect(config.workingHours).toEqual([0, 1, 2, 3, 4].map((day) => ({ day, start: 540, end: 1080 })));
    });

    it('reads FIRST_CONTACT_SLA and WORKING_HOURS', () => {
      const config = loadConfig({ NODE_ENV: 'test', FIRST_CONTACT_SLA: '30', WORKING_HOURS: 'Mon-Fri 08:30-17:00' });
      expect(config.firstContactSlaMinutes).toBe(30);
      expect(config.workingHours.map((s) => s.day)).toEqual([1, 2, 3, 4, 5]);
    });

    it.each(['0', '1.5', 'soon'])('refuses FIRST_CONTACT_SLA=%j', (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', FIRST_CONTACT_SLA: value })).toThrow(/FIRST_CONTACT_SLA/);
    });

    it.each(['Sun-Thu', 'Sun-Thu 18:00-09:00', 'Someday 09:00-18:00'])('refuses WORKING_HOURS=%j', (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', WORKING_HOURS: value })).toThrow(/WORKING_HOURS/);
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy when unset, blank or false', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '' }).trustProxy).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'False' }).trustProxy).toBe(false);
    });

    it.each([
      ['1', 1],
      ['2', 2],
      ['loopback', ['loopback']],
      ['loopback, 10.0.0.0/8,172.16.0.1', ['loopback', '10.0.0.0/8', '172.16.0.1']],
      ['fd00::/8', ['fd00::/8']],
    ])('reads %j as %j', (value, expected) => {
      expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it('refuses true, which would trust an X-Forwarded-For any client writes, saying what to give instead', () => {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/number of proxies in front/);
    });

    it.each(['yes please', '10.0.0.0/33', '10.0.0', 'loopback,', '-1'])('refuses %j', (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    });
  });

  describe('METRICS_TOKEN', () => {
    it('is unset when absent or blank (then only this machine reads /metrics)', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).metricsToken).toBeUndefined();
      expect(loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    });

    it('takes a token of 16 characters or more and refuses a shorter one', () => {
      expect(loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
      expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    });
  });
});
