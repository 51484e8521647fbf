import type { Request, RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';

/** The label of requests no route pattern answered: static files, the SPA's pages, unknown paths. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; imports and exports of big sheets take tens of seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The route's pattern (`/api/leads/:id`), never the URL: one series per route, however many ids.
 * Read when the answer is sent, once Express has matched (or not) a route.
 */
export function routeLabel(req: Request): string {
  const pattern: unknown = req.route?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : UNMATCHED_ROUTE;
}

/** Times every request of the app into `registry` by route pattern, method and status code. */
export function timeRequests(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'crm_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return (req, res, next) => {
    const stop = duration.startTimer();
    res.once('finish', () => stop({ route: routeLabel(req), method: req.method, status_code: res.statusCode }));
    next();
  };
}
