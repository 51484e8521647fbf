import request from 'supertest';
import { contract } from '@crm/contracts';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { createLogger } from '../../../lib/logger';
import { ALL_ROLES, createUser, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

describe('GET /api/settings', () => {
  const app = createApp({
    config: loadConfig({
      NODE_ENV: 'test',
      APP_TIMEZONE: 'Africa/Cairo',
      DEFAULT_COUNTRY: 'ae',
      FIRST_CONTACT_SLA: '20',
      WORKING_HOURS: 'Sun-Thu 09:00-17:00, Sat 10:00-14:00',
      WEB_DIST: '/nonexistent',
    }),
    logger: createLogger('silent'),
  });

  it.each(ALL_ROLES)("tells a signed-in %s the agency's time zone, country, SLA and working hours", async (role) => {
    const res = await requestAs(app, await createUser(role))
      .get('/api/settings')
      .expect(200);
    expect(parseAnswer(contract.settings.get, res.body)).toEqual({
      timeZone: 'Africa/Cairo',
      defaultCountry: 'AE',
      firstContactSlaMinutes: 20,
      workingHours: [
        ...[0, 1, 2, 3, 4].map((day) => ({ day, start: 540, end: 1020 })),
        { day: 6, start: 600, end: 840 },
      ],
    });
  });

  it('refuses a country that does not exist at start-up, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DEFAULT_COUNTRY: 'XX' })).toThrow(/DEFAULT_COUNTRY: unknown country/);
    expect(loadConfig({ NODE_ENV: 'test' }).defaultCountry).toBe('EG');
  });

  it('refuses a visitor who is not signed in', async () => {
    await request(app).get('/api/settings').expect(401);
  });
});
