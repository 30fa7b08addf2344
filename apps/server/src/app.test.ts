import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './db/test-database.ts';
import { createTestApp, readError, type TestApp } from './test-app.ts';

describeEachDatabase('app basics', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: kind });
  });

  it('answers unknown API paths with a JSON 404 and a request id', async () => {
    const res = await t.app.request('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'This API route does not exist.' },
    });
    expect((await t.app.request('/api/v2/other')).status).toBe(404);
  });

  it('refuses non-JSON and oversized bodies with a JSON 4xx', async () => {
    const wrongType = await t.app.request('/api/v1/anything', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(wrongType.status).toBe(415);
    expect((await readError(wrongType)).code).toBe('unsupported_media_type');

    const big = 'x'.repeat(1024 * 1024 + 10);
    const oversized = await t.app.request('/api/v1/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length + 2) },
      body: JSON.stringify(big),
    });
    expect(oversized.status).toBe(413);
    expect((await readError(oversized)).code).toBe('payload_too_large');
  });
});
