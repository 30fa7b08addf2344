import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, readError, type TestApp } from '../test-app.ts';

describe('NUL bytes and lone surrogates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  // Written as JSON escapes, exactly as a client sends them.
  const NUL = '"hello\\u0000world"';
  const SURROGATE = '"hello\\ud800world"';

  it.each([
    ['chat message with NUL', '/api/v1/chat', `{"message":${NUL}}`],
    ['chat message with a lone surrogate', '/api/v1/chat', `{"message":${SURROGATE}}`],
    ['contact form', '/api/v1/contact', `{"name":${NUL},"email":"a@example.com","message":"hi"}`],
    ['session metadata key', '/api/v1/chat', `{"message":"hi","metadata":{${SURROGATE}:1}}`],
    [
      'registration (Better Auth)',
      '/api/v1/auth/sign-up/email',
      `{"email":"a@example.com","password":"long-enough","name":${NUL}}`,
    ],
  ])('refuses a %s with 400 and a clear message', async (_label, path, body) => {
    const res = await t.app.request(path, jsonRequest('POST', body, { origin: 'http://localhost' }));
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.code).toBe('invalid_characters');
    expect(error.message).toContain('NUL character or invalid Unicode');
  });

  it('refuses them in the query string and the path too', async () => {
    expect((await t.app.request('/api/v1/admin/faqs?search=a%00b')).status).toBe(400);
    expect((await t.app.request('/api/v1/chat/sessions/%ED%A0%80')).status).toBe(400);
    expect((await t.app.request('/api/v1/chat/history?session_id=%00')).status).toBe(400);
  });
});
