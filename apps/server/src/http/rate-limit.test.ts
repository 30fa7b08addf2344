import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../test-app.ts';

describe('visitor rate limit behind a proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: 'true' });
    const settings = t.settings.get();
    await t.settings.save({ ...settings, security: { ...settings.security, maxRequestsPerMinute: 5 } });
  });
  afterAll(() => t.close());

  it('is not escaped by a forged first X-Forwarded-For entry', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client forges a fresh first entry each time; the proxy appends the address it really saw.
      const res = await t.app.request(
        '/api/v1/translate',
        jsonRequest(
          'POST',
          { text: 'hello', from_language: 'en', to_language: 'fr' },
          { 'x-forwarded-for': `10.9.8.${i}, 198.51.100.7` },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
