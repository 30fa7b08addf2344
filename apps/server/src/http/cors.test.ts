import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

describe('visitor API across origins and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.request('/api/v1/chat', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('allows every origin by default and only the listed ones once the admin restricts them', async () => {
    expect((await preflight('https://shop.example')).headers.get('access-control-allow-origin')).toBe(
      'https://shop.example',
    );
    const settings = t.settings.get();
    await t.settings.save({
      ...settings,
      security: { ...settings.security, allowedOrigins: ['https://shop.example'] },
    });
    expect((await preflight('https://shop.example')).status).toBe(204);
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const check = await t.app.request('/api/v1/embed/allowed', {
      headers: { origin: 'https://evil.example' },
    });
    expect(await check.json()).toMatchObject({ origin: 'https://evil.example', allowed: false });
    await t.settings.save(settings);
  });

  it('sends a Content-Security-Policy without unsafe-eval, with object-src and base-uri none', async () => {
    const csp = (await t.app.request('/healthz')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("img-src 'self' data:");
  });
});
