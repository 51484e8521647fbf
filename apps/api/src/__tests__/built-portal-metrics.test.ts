import { useBuiltPortal } from '../../test/built-portal';
import { productionEnv } from '../../test/server-process';

const METRICS_TOKEN = 'a-scraper-token-of-enough-length';

/**
 * The bundle `npm start` runs, as deployed: /metrics for this machine and the token's bearer only,
 * the database engine it started named there, and liveness apart from readiness.
 */
describe('the built portal: metrics and health', () => {
  const portal = useBuiltPortal('crm-built-metrics-', (dataDir) => productionEnv(dataDir, { METRICS_TOKEN }));
  const metrics = (headers: Record<string, string> = {}) => fetch(`${portal.url}/metrics`, { headers });

  it('serves /metrics to this machine, with the engine it started', async () => {
    await fetch(`${portal.url}/api/health`);
    const res = await metrics();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(
      /crm_http_request_duration_seconds_count\{route="\/api\/health",method="GET",status_code="200"\} \d/,
    );
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/crm_mongodb_pool_connections [1-9]/);
    // This machine has no internet: mongo-java-server; CI runs real mongod.
    expect(text).toMatch(
      /crm_db_engine_info\{engine="(mongodb|mongo-java-server)",development_only="(true|false)"\} 1/,
    );
  });

  it('refuses a request forwarded by a proxy on this machine unless it bears the token', async () => {
    const forwarded = await metrics({ 'X-Forwarded-For': '203.0.113.7' });
    expect(forwarded.status).toBe(403);
    expect(await forwarded.json()).toEqual({
      message: 'Metrics are served to this machine or with the metrics token',
      code: 'FORBIDDEN',
    });
    expect((await metrics({ 'X-Forwarded-For': '203.0.113.7', Authorization: 'Bearer wrong-token' })).status).toBe(403);
    const bearing = await metrics({ 'X-Forwarded-For': '203.0.113.7', Authorization: `Bearer ${METRICS_TOKEN}` });
    expect(bearing.status).toBe(200);
    expect(await bearing.text()).toContain('crm_http_request_duration_seconds');
  });

  it('answers liveness and readiness', async () => {
    expect(await (await fetch(`${portal.url}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${portal.url}/api/health/ready`)).json()).toEqual({ status: 'ok', db: 'up' });
  });
});
