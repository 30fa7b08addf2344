import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { signIn, signUp } from './test-auth.ts';

describe('password reset without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'http://localhost' });
    await signUp(t, 'owner@example.com', 'old-password');
  });
  afterAll(() => t.close());

  it('keeps the reset link in the outbox and the link sets a new password', async () => {
    const res = await t.app.request('/api/v1/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: 'owner@example.com', redirectTo: '/admin/reset-password' }),
    });
    expect(res.status).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ to: 'owner@example.com', status: 'not_configured' });
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const token = new URL(link).pathname.split('/').pop() ?? '';
    expect(token.length).toBeGreaterThan(10);
    const reset = await t.app.request('/api/v1/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ token, newPassword: 'brand-new-password' }),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(t, 'owner@example.com', 'brand-new-password')).status).toBe(200);
    expect((await signIn(t, 'owner@example.com', 'old-password')).status).toBe(401);
  });
});

describe('reset links without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ALLOWED_HOSTS: 'chat.example.com' });
    await signUp(t, 'owner@example.com', 'old-password');
  });
  afterAll(() => t.close());

  const requestReset = (host: string, extra: Record<string, string> = {}) =>
    t.app.request(`http://${host}/api/v1/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${host}`, host, ...extra },
      body: JSON.stringify({ email: 'owner@example.com', redirectTo: '/admin/reset-password' }),
    });
  const mails = () => t.database.db.select().from(mailOutbox);

  it('refuses a reset asked for with a forged Host, and mails nothing', async () => {
    const res = await requestReset('evil.example:8080');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'UNTRUSTED_HOST' } });
    const forwarded = await requestReset('localhost', { 'x-forwarded-host': 'evil.example' });
    expect(forwarded.status).toBe(200);
    const sent = await mails();
    expect(sent.map((m) => m.text).join('\n')).not.toContain('evil.example');
  });

  it('builds the link from a configured host', async () => {
    expect((await requestReset('chat.example.com')).status).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail?.text).toMatch(/http:\/\/chat\.example\.com\/api\/v1\/auth\/reset-password\//);
  });
});
