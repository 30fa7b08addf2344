import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { CircuitBreaker } from '../../providers/circuit-breaker.ts';

/**
 * /healthz: the process answers. /readyz: the database answers (503 otherwise); while Redis fails, Parley
 * still serves from in-process cache and limits, so it stays ready but reports itself degraded.
 */
export function healthRoutes(database: Database, redisBreaker?: CircuitBreaker) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      const redis = redisBreaker ? { redis: redisBreaker.open ? 'unavailable' : 'ok' } : {};
      try {
        await database.ping();
      } catch (err) {
        c.get('log').warn({ err }, 'readiness check failed');
        return c.json({ status: 'unavailable', database: database.kind, ...redis }, 503);
      }
      const degraded = redisBreaker?.open ?? false;
      return c.json({ status: degraded ? 'degraded' : 'ready', database: database.kind, ...redis });
    });
}
