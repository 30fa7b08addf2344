import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readError, type TestApp } from '../../test-app.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';

describe('API documentation', () => {
  let t: TestApp;
  let adminCookie: string;
  let doc: { paths: Record<string, Record<string, unknown>>; components: { securitySchemes: object } };

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await signUp(t, 'owner@example.com');
    doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as typeof doc;
  });
  afterAll(() => t.close());

  it('documents every route the app serves, from the same definitions that route it', () => {
    // Hono's own list of handlers: every concrete path (not middleware, not the catch-alls).
    const served = t.app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)),
    );
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('covers health, readiness, metrics and Better Auth routes', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/readyz',
        '/metrics',
        '/api/v1/me',
        '/api/v1/auth/sign-in/email',
        '/api/v1/auth/sign-up/email',
        '/api/v1/auth/request-password-reset',
        '/api/v1/auth/sign-out',
      ]),
    );
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('defines every security scheme an operation names', () => {
    const named = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) =>
        ((op as { security?: Record<string, unknown>[] }).security ?? []).flatMap((s) => Object.keys(s)),
      ),
    );
    expect(named).toContain('metricsToken');
    expect([...new Set(named)].filter((name) => !(name in doc.components.securitySchemes))).toEqual([]);
  });

  it('refuses a body that does not match the route schema with the catalogue error shape', async () => {
    const res = await t.app.request('/api/v1/admin/faqs', {
      method: 'POST',
      headers: asBrowser(adminCookie),
      body: JSON.stringify({ question: '' }),
    });
    expect(res.status).toBe(400);
    expect((await readError(res)).code).toBe('validation_error');
  });

  it('serves a browsable reference to administrators only, from this machine', async () => {
    expect((await t.app.request('/api/v1/admin/api-docs')).status).toBe(401);
    const page = await t.app.request('/api/v1/admin/api-docs', { headers: { cookie: adminCookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/v1/admin/api-docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await t.app.request('/api/v1/admin/api-docs/swagger-ui-bundle.js', {
      headers: { cookie: adminCookie },
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const other = await t.app.request('/api/v1/admin/api-docs/package.json', {
      headers: { cookie: adminCookie },
    });
    expect(other.status).toBe(400);
  });
});
