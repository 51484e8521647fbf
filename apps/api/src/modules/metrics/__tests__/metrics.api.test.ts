import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { errorResponse } from '@crm/contracts';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { createUser, makeApp, requestAs, testConfig } from '../../../../test/helpers';
import { recordDatabaseEngine } from '..';
import { METRICS_REFUSED } from '../metrics-access';

const TOKEN = 'scraper-token-of-enough-length';
const appWith = (config: Partial<typeof testConfig> = {}) =>
  createApp({ config: { ...testConfig, ...config }, logger: createLogger('silent') });

/** The value of one series in Prometheus text (`name{labels} value`), or undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A refusal in the API's error shape, never the metrics. */
function expectRefused(res: request.Response) {
  expect(res.status).toBe(403);
  expect(errorResponse.parse(res.body)).toEqual({ message: METRICS_REFUSED, code: 'FORBIDDEN' });
  expect(res.text).not.toContain('crm_http_request_duration_seconds');
}

describe('GET /metrics: what it holds', () => {
  const app = makeApp();

  it('answers Prometheus text with the request times of a route just called, by route pattern', async () => {
    const ceo = await createUser('CEO');
    const leadId = '0123456789abcdef01234567';
    await requestAs(app, ceo).get(`/api/leads/${leadId}`).expect(404);
    await requestAs(app, ceo).get(`/api/leads/${leadId}`).expect(404);

    const res = await request(app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE crm_http_request_duration_seconds histogram');
    const series = 'crm_http_request_duration_seconds_count{route="/api/leads/:id",method="GET",status_code="404"}';
    expect(seriesValue(res.text, series)).toBe(2);
    // The pattern, never the URL: one series however many ids.
    expect(res.text).not.toContain(leadId);
  });

  it('labels requests no route answered as one "unmatched" series', async () => {
    await request(app).get('/api/no-such-route/1').expect(404);
    await request(app).get('/api/no-such-route/2').expect(404);
    const res = await request(app).get('/metrics').expect(200);
    expect(res.text).toMatch(
      /crm_http_request_duration_seconds_count\{route="unmatched",method="GET",status_code="404"\} \d+/,
    );
    expect(res.text).not.toContain('no-such-route');
  });

  it("holds the event-loop lag, the database pool's use and the work in flight", async () => {
    const res = await request(app).get('/metrics').expect(200);
    expect(seriesValue(res.text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(res.text, 'crm_mongodb_pool_connections')).toBeGreaterThan(0);
    expect(seriesValue(res.text, 'crm_mongodb_pool_connections_checked_out')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(res.text, 'crm_mongodb_pool_checkouts_waiting')).toBe(0);
    expect(seriesValue(res.text, 'crm_mongodb_pool_max_connections')).toBe(100);
    expect(seriesValue(res.text, 'crm_imports_in_flight')).toBe(0);
    expect(seriesValue(res.text, 'crm_bulk_lead_jobs_in_flight')).toBe(0);
  });

  it('names the database engine once the server has recorded it', async () => {
    recordDatabaseEngine('mongo-java-server');
    let text = (await request(app).get('/metrics').expect(200)).text;
    expect(seriesValue(text, 'crm_db_engine_info{engine="mongo-java-server",development_only="true"}')).toBe(1);
    recordDatabaseEngine('mongod');
    text = (await request(app).get('/metrics').expect(200)).text;
    expect(seriesValue(text, 'crm_db_engine_info{engine="mongodb",development_only="false"}')).toBe(1);
    expect(text).not.toContain('engine="mongo-java-server"');
  });

  it('is safe to build many apps in one process: each counts its own requests', async () => {
    const first = appWith();
    const second = appWith();
    await request(first).get('/api/health').expect(200);
    const firstText = (await request(first).get('/metrics').expect(200)).text;
    const secondText = (await request(second).get('/metrics').expect(200)).text;
    const health = 'crm_http_request_duration_seconds_count{route="/api/health",method="GET",status_code="200"}';
    expect(seriesValue(firstText, health)).toBe(1);
    expect(seriesValue(secondText, health)).toBeUndefined();
    expect(secondText).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('is answered before the web app, whose fallback serves index.html for other paths', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-metrics-web-'));
    try {
      fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
      const withWeb = appWith({ webDist });
      await request(withWeb).get('/leads').expect(200).expect('Content-Type', /html/);
      const res = await request(withWeb).get('/metrics').expect(200);
      expect(res.text).toContain('crm_http_request_duration_seconds');
      expectRefused(await request(withWeb).get('/metrics').set('X-Forwarded-For', '203.0.113.9'));
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('GET /metrics: who may read it', () => {
  const app = appWith({ metricsToken: TOKEN });
  const untokened = appWith({ metricsToken: undefined });

  it('serves this machine, reached directly (loopback, no proxy header)', async () => {
    await request(app).get('/metrics').expect(200);
    await request(untokened).get('/metrics').expect(200);
  });

  it.each([
    ['X-Forwarded-For', '203.0.113.7'],
    ['Forwarded', 'for=203.0.113.7;proto=https'],
    ['X-Real-IP', '203.0.113.7'],
  ])('refuses a request a proxy forwarded (%s) without the token', async (header, value) => {
    expectRefused(await request(app).get('/metrics').set(header, value));
  });

  it('refuses a forwarded request even with TRUST_PROXY on (the socket decides, not req.ip)', async () => {
    const proxied = appWith({ metricsToken: TOKEN, trustProxy: ['loopback'] });
    expectRefused(await request(proxied).get('/metrics').set('X-Forwarded-For', '127.0.0.1'));
  });

  it('serves a request bearing the metrics token, forwarded or not', async () => {
    await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    const res = await request(app)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Authorization', `bearer ${TOKEN}`)
      .expect(200);
    expect(res.text).toContain('crm_http_request_duration_seconds');
  });

  it.each([
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 10)}`],
    ['another scheme', `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s, even from this machine', async (_what, authorization) => {
    expectRefused(await request(app).get('/metrics').set('Authorization', authorization));
    expectRefused(
      await request(app).get('/metrics').set('Authorization', authorization).set('X-Forwarded-For', '203.0.113.7'),
    );
  });

  it('refuses every bearer token when METRICS_TOKEN is not set', async () => {
    expectRefused(await request(untokened).get('/metrics').set('Authorization', `Bearer ${TOKEN}`));
    expectRefused(await request(untokened).get('/metrics').set('Authorization', 'Bearer undefined'));
  });
});
