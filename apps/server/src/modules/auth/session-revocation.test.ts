import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authSessions, mailOutbox, users } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { asBrowser, cookieFrom, signIn, signUp } from './test-auth.ts';

describeEachDatabase('sessions end on password reset and on disable', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://localhost' });
    adminCookie = await signUp(t, 'owner@example.com', 'owner-password');
    await signUp(t, 'agent@example.com', 'old-password');
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.request('/api/v1/me', { headers: { cookie } });

  it('signs out every session of the account when its password is reset', async () => {
    const stolen = cookieFrom(await signIn(t, 'agent@example.com', 'old-password'));
    expect((await me(stolen)).status).toBe(200);
    await t.app.request('/api/v1/auth/request-password-reset', {
      method: 'POST',
      headers: asBrowser(''),
      body: JSON.stringify({ email: 'agent@example.com', redirectTo: '/admin/reset-password' }),
    });
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '').pathname.split('/').pop();
    const reset = await t.app.request('/api/v1/auth/reset-password', {
      method: 'POST',
      headers: asBrowser(''),
      body: JSON.stringify({ token, newPassword: 'new-password' }),
    });
    expect(reset.status).toBe(200);
    expect((await me(stolen)).status).toBe(401);
  });

  it('signs out every session of a disabled account, and re-enabling does not bring them back', async () => {
    const cookie = cookieFrom(await signIn(t, 'agent@example.com', 'new-password'));
    const [agent] = await t.database.db.select().from(users).where(eq(users.email, 'agent@example.com'));
    const patch = (disabled: boolean) =>
      t.app.request(`/api/v1/admin/users/${agent?.id}`, {
        method: 'PATCH',
        headers: asBrowser(adminCookie),
        body: JSON.stringify({ disabled }),
      });
    expect((await patch(true)).status).toBe(200);
    const left = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, agent?.id ?? ''));
    expect(left).toHaveLength(0);
    expect((await patch(false)).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });
});
