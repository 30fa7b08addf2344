import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/request-context.ts';

export function healthRoutes(database: Database) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await database.ping();
        return c.json({ status: 'ready', database: database.kind });
      } catch (err) {
        c.get('log').warn({ err }, 'readiness check failed');
        return c.json({ status: 'unavailable', database: database.kind }, 503);
      }
    });
}
