import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { apiRouter, json } from '../../http/api-route.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { CircuitBreaker } from '../../providers/circuit-breaker.ts';

const readiness = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.string(),
  redis: z.enum(['ok', 'unavailable']).optional(),
});
const health = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['operations'],
  summary: 'The process answers',
  responses: { 200: json(z.object({ status: z.literal('ok') })) },
});
const ready = createRoute({
  method: 'get',
  path: '/readyz',
  tags: ['operations'],
  summary: 'The database answers; "degraded" while Redis fails (in-process cache and limits serve meanwhile)',
  responses: { 200: json(readiness), 503: json(readiness, 'The database does not answer') },
});

/**
 * /healthz: the process answers. /readyz: the database answers (503 otherwise); while Redis fails, Parley
 * still serves from in-process cache and limits, so it stays ready but reports itself degraded.
 */
export function healthRoutes(database: Database, redisBreaker?: CircuitBreaker) {
  return apiRouter<AppEnv>()
    .openapi(health, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(ready, async (c) => {
      const redis = redisBreaker
        ? { redis: redisBreaker.open ? ('unavailable' as const) : ('ok' as const) }
        : {};
      try {
        await database.ping();
      } catch (err) {
        c.get('log').warn({ err }, 'readiness check failed');
        return c.json({ status: 'unavailable' as const, database: database.kind, ...redis }, 503);
      }
      const degraded = redisBreaker?.open ?? false;
      return c.json(
        { status: degraded ? ('degraded' as const) : ('ready' as const), database: database.kind, ...redis },
        200,
      );
    });
}
