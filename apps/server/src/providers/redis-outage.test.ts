import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test-app.ts';

/** A "Redis" that accepts connections and never answers: the hung server a timeout must cut short. */
function silentServer(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, sockets });
    }),
  );
}

describe.each([
  ['refusing connections', async () => ({ url: 'redis://127.0.0.1:1', stop: async () => {} })],
  [
    'accepting connections but never answering',
    async () => {
      const { server, port, sockets } = await silentServer();
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          for (const s of sockets) s.destroy();
          await new Promise((r) => server.close(r));
        },
      };
    },
  ],
])('with Redis %s', (_label, startRedis) => {
  let t: TestApp;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const redis = await startRedis();
    stop = redis.stop;
    t = await createTestApp('pglite', { REDIS_URL: redis.url });
    const settings = t.settings.get();
    await t.settings.save({ ...settings, security: { ...settings.security, maxRequestsPerMinute: 4 } });
  });
  afterAll(async () => {
    await t.close();
    await stop();
  });

  it('answers, keeps applying the visitor limit in process, and /readyz reports Redis degraded', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.request(
        '/api/v1/translate',
        jsonRequest('POST', { text: 'hello', from_language: 'en', to_language: 'fr' }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'degraded', database: 'pglite', redis: 'unavailable' });
  });
});
