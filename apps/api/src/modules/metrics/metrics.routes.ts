import { Router } from 'express';
import { Registry } from 'prom-client';
import type { AppDeps } from '../../core/route-module';
import { timeRequests } from './http-metrics';
import { metricsAccess } from './metrics-access';
import { processMetrics } from './process-metrics';

/**
 * `GET /metrics` in Prometheus text format: the process's metrics and this app's request times.
 * An operational route outside /api and outside the contract (no user, no JSON). Each app has its
 * own request histogram, so apps built one after another (tests) neither collide nor mix counts.
 */
export function createMetrics(deps: AppDeps) {
  const appRegistry = new Registry();
  const routes = Router();
  routes.get('/metrics', metricsAccess(deps.config.metricsToken), async (_req, res) => {
    const registry = Registry.merge([processMetrics(), appRegistry]);
    const text = await registry.metrics();
    res.setHeader('Content-Type', registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(text);
  });
  return { timeRequests: timeRequests(appRegistry), routes };
}
