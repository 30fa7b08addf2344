import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, readError, type TestApp } from '../../test-app.ts';
import { asBrowser, cookieFrom, signIn, signUp } from './test-auth.ts';

describeEachDatabase('admin access', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminCookie = await signUp(t, 'owner@example.com');
    userCookie = await signUp(t, 'visitor@example.com');
  });
  afterAll(() => t.close());

  it('makes the first account admin and later ones plain users', async () => {
    const me = async (cookie: string) =>
      (await (await t.app.request('/api/v1/me', { headers: { cookie } })).json()) as {
        isAdmin: boolean;
        user: { role: string };
      };
    expect(await me(adminCookie)).toMatchObject({ isAdmin: true, user: { role: 'admin' } });
    expect(await me(userCookie)).toMatchObject({ isAdmin: false, user: { role: 'user' } });
    expect((await t.app.request('/api/v1/me')).status).toBe(401);
  });

  it('answers 401 signed out and 403 for a non-admin on every admin route', async () => {
    // Every route the OpenAPI document lists under /api/v1/admin, so a new one cannot be missed.
    const doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const adminRoutes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, op]) => ({ path, method, op })),
      );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(35);
    for (const route of adminRoutes) {
      expect(route.op.security, `${route.method} ${route.path} documents its authentication`).toBeDefined();
      const path = route.path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
      const init = (headers: Record<string, string>) => ({
        method: route.method.toUpperCase(),
        headers: { 'content-type': 'application/json', origin: 'http://localhost', ...headers },
        ...(route.method === 'get' || route.method === 'delete' ? {} : { body: '{}' }),
      });
      const anonymous = await t.app.request(path, init({}));
      expect(anonymous.status, `${route.method} ${path} signed out`).toBe(401);
      const plainUser = await t.app.request(path, init({ cookie: userCookie }));
      expect(plainUser.status, `${route.method} ${path} as user`).toBe(403);
    }
  });

  it('refuses cookie-authenticated writes from another site', async () => {
    const res = await t.app.request('/api/v1/admin/settings', {
      method: 'PUT',
      headers: asBrowser(adminCookie, { origin: 'https://evil.example' }),
      body: JSON.stringify(t.settings.get()),
    });
    expect(res.status).toBe(403);
    expect((await readError(res)).code).toBe('csrf_refused');
  });

  it('tells an unknown email from a wrong password and limits failed attempts', async () => {
    const unknown = await signIn(t, 'nobody@example.com', 'whatever1');
    expect(await unknown.json()).toEqual({
      error: { code: 'USER_NOT_FOUND', message: 'No admin account found with this email.' },
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(t, 'visitor@example.com', 'wrong-password');
      expect(await wrong.json()).toMatchObject({
        error: { code: 'INVALID_PASSWORD', message: 'Incorrect password. Please try again.' },
      });
    }
    const limited = await signIn(t, 'visitor@example.com', 'correct-horse');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many failed attempts. Please try again later.' },
    });
  });

  it("answers Better Auth's own failures in Parley's error shape with the catalogue's text", async () => {
    const res = await t.app.request('/api/v1/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'another-password', name: 'Again' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'An account with this email already exists. Sign in instead.',
      },
    });
  });

  it('refreshes lastLogin on sign-in and lets admins promote, demote and disable', async () => {
    const res = await signIn(t, 'owner@example.com', 'correct-horse');
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    const list = (await (await t.app.request('/api/v1/admin/users', { headers: { cookie } })).json()) as {
      items: { id: string; email: string; lastLogin: string | null }[];
    };
    const owner = list.items.find((u) => u.email === 'owner@example.com');
    const visitor = list.items.find((u) => u.email === 'visitor@example.com');
    expect(owner?.lastLogin).not.toBeNull();

    const lastAdmin = await t.app.request(`/api/v1/admin/users/${owner?.id}`, {
      method: 'PATCH',
      headers: asBrowser(cookie),
      body: JSON.stringify({ role: 'user' }),
    });
    expect(lastAdmin.status).toBe(409);

    const promote = await t.app.request(`/api/v1/admin/users/${visitor?.id}`, {
      method: 'PATCH',
      headers: asBrowser(cookie),
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(await promote.json()).toMatchObject({ role: 'admin' });
    const disable = await t.app.request(`/api/v1/admin/users/${visitor?.id}`, {
      method: 'PATCH',
      headers: asBrowser(cookie),
      body: JSON.stringify({ disabled: true }),
    });
    expect(await disable.json()).toMatchObject({ disabled: true });
    expect((await t.app.request('/api/v1/me', { headers: { cookie: userCookie } })).status).toBe(401);
  });

  it('accepts an admin API key as a Bearer token', async () => {
    const created = await t.app.request('/api/v1/admin/api-keys', {
      method: 'POST',
      headers: asBrowser(adminCookie),
      body: JSON.stringify({ name: 'automation' }),
    });
    const { key } = (await created.json()) as { key: string };
    const withKey = await t.app.request('/api/v1/admin/faqs', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(withKey.status).toBe(200);
    const bogus = await t.app.request('/api/v1/admin/faqs', { headers: { authorization: 'Bearer pk_nope' } });
    expect(bogus.status).toBe(401);
  });
});
