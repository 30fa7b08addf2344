import { timingSafeEqual } from 'node:crypto';
import type { BlockList } from 'node:net';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { apiRouter, errors, file } from './api-route.ts';
import { AppError } from './app-error.ts';
import { clientAddress, inAddressList, type TrustProxy } from './client-address.ts';
import type { Metrics } from './metrics.ts';
import type { AppEnv } from './request-context.ts';

/**
 * Counts every request under its route pattern (/api/v1/admin/faqs/:id, not the raw path, so that ids do
 * not make a series each); 429s are also counted as rate-limit refusals, whichever limiter refused.
 */
export function recordRequests(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePath(c);
    const status = c.res.status;
    metrics.httpRequests.inc({ method: c.req.method, route, status });
    metrics.httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
    if (status === 429) metrics.rateLimited.inc({ route });
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus text format, for a request bearing METRICS_TOKEN or coming from an address in
 * METRICS_ALLOW (the client address as TRUST_PROXY defines it). A wrong token gets 401; anyone else, and
 * everyone when neither is configured, gets the 404 of a route that does not exist.
 */
const metricsRoute = createRoute({
  method: 'get',
  path: '/metrics',
  tags: ['operations'],
  summary: 'Prometheus metrics, with METRICS_TOKEN as a bearer token or from a METRICS_ALLOW address',
  security: [{ metricsToken: [] }],
  responses: {
    200: file('text/plain; version=0.0.4', 'Prometheus text format'),
    ...errors('unauthorized', 'not_found'),
  },
});

export function metricsRoutes(
  metrics: Metrics,
  access: { token: string | undefined; allow: BlockList | undefined; trustProxy: TrustProxy },
) {
  return apiRouter<AppEnv>().openapi(metricsRoute, async (c) => {
    const authorization = c.req.header('authorization');
    const allowed =
      (access.allow !== undefined && inAddressList(access.allow, clientAddress(c, access.trustProxy))) ||
      (access.token !== undefined &&
        authorization !== undefined &&
        sameSecret(authorization, `Bearer ${access.token}`));
    if (!allowed) {
      if (access.token !== undefined && authorization !== undefined)
        throw new AppError('unauthorized', 'The metrics token is wrong.');
      throw new AppError('not_found', 'This route does not exist.');
    }
    c.header('content-type', metrics.registry.contentType);
    c.header('cache-control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
