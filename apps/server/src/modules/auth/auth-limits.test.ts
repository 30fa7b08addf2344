import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { mailOutbox, signInThrottle } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createServices } from '../../services.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { signUp } from './test-auth.ts';

const ENV = { PUBLIC_URL: 'http://localhost', TRUST_PROXY: 'true' };

describeEachDatabase('auth limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, ENV);
    await signUp(t, 'owner@example.com', 'owner-password');
  });
  afterAll(() => t.close());

  /** A request from `address`, as the trusted proxy reports it after whatever the client forged. */
  const post = (app: TestApp['app'], path: string, body: unknown, address: string, forged = '6.6.6.6') =>
    app.request(`/api/v1/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': `${forged}, ${address}`,
      },
      body: JSON.stringify(body),
    });
  const signIn = (email: string, password: string, address: string) =>
    post(t.app, '/sign-in/email', { email, password }, address);
  const reset = (email: string, address: string, forged?: string) =>
    post(t.app, '/request-password-reset', { email, redirectTo: '/admin/reset-password' }, address, forged);

  it('counts reset requests per real address: forged X-Forwarded-For entries get no fresh bucket, others are not blocked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await reset('nobody@example.com', '198.51.100.1', `7.7.7.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await reset('someone@example.com', '198.51.100.2')).status).toBe(200);
  });

  it('sends one account at most 3 reset mails an hour, whatever addresses ask', async () => {
    for (let i = 0; i < 6; i++) await reset('owner@example.com', `198.51.100.${10 + i}`);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'owner@example.com'));
    expect(mails).toHaveLength(3);
  });

  it('slows wrong passwords on one account from many addresses', async () => {
    await signUp(t, 'target@example.com', 'target-password');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn('target@example.com', 'guess', `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // Then 5, 10, 20 ... seconds between guesses: only a few more get through while the loop runs.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
  });

  it('slows one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await signIn(`user${i}@example.com`, 'guess', '192.0.2.50')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(13);
  });

  it('delays the owner after 5 wrong passwords by seconds, not a lockout, and the right password then works', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('owner@example.com', 'wrong', '192.0.2.60')).status).toBe(401);
    const waiting = await signIn('owner@example.com', 'owner-password', '192.0.2.61');
    expect(waiting.status).toBe(429);
    expect(await waiting.json()).toMatchObject({
      error: { message: 'Too many failed attempts. Please try again later.' },
    });
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    // The wait passes.
    await t.database.db
      .update(signInThrottle)
      .set({ retryAt: sql`now() - interval '1 second'` })
      .where(eq(signInThrottle.key, 'account:owner@example.com'));
    expect((await signIn('owner@example.com', 'owner-password', '192.0.2.61')).status).toBe(200);
  });

  it('lifts the wait on an account when its password is reset', async () => {
    await signUp(t, 'locked@example.com', 'locked-password');
    // The owner's own failed tries from their address, on top of the attack from others.
    for (let i = 0; i < 6; i++) await signIn('locked@example.com', 'guess', '192.0.2.71');
    expect((await signIn('locked@example.com', 'locked-password', '192.0.2.71')).status).toBe(429);
    await post(
      t.app,
      '/request-password-reset',
      { email: 'locked@example.com', redirectTo: '/r' },
      '192.0.2.70',
    );
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'locked@example.com'));
    const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '').pathname.split('/').pop();
    const done = await post(t.app, '/reset-password', { token, newPassword: 'fresh-password' }, '192.0.2.70');
    expect(done.status).toBe(200);
    expect((await signIn('locked@example.com', 'fresh-password', '192.0.2.71')).status).toBe(200);
  });

  it('holds across instances sharing the database', async () => {
    const other = await createServices({
      config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...ENV }),
      database: t.database,
      logger: pino({ level: 'silent' }),
      settings: t.settings,
    });
    const second = createApp(other);
    for (let i = 0; i < 3; i++) await reset('nobody@example.com', '198.51.100.80');
    const res = await post(
      second,
      '/request-password-reset',
      { email: 'x@example.com', redirectTo: '/r' },
      '198.51.100.80',
    );
    expect(res.status).toBe(429);
    await other.close();
  });
});
