import type { ChatbotSettings } from '@parley/contract/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { chatMessages, chatSessions, users } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, jsonRequest, readError, type TestApp } from '../../test-app.ts';
import { insertFaqs, shopFaqs } from '../../test-fixtures.ts';
import { createApiKey } from '../auth/api-keys-repository.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';
import { identityHash } from './identity-secret.ts';

interface Reply {
  session_id: string;
  message: string;
}

describeEachDatabase('settings that decide who may chat and what is stored', (kind) => {
  let t: TestApp;
  let admin: string;
  let secret: string;
  const defaults = {} as ChatbotSettings;

  const configure = (change: (s: ChatbotSettings) => ChatbotSettings) =>
    t.settings.save(change(t.settings.get()));
  const identified = (userId: string, hash = identityHash(secret, userId)) => ({
    'x-parley-user-id': userId,
    'x-parley-user-hash': hash,
  });
  const chat = (message: string, headers: Record<string, string> = {}, session_id?: string) =>
    t.app.request('/api/v1/chat', jsonRequest('POST', { message, language: 'en', session_id }, headers));
  const newSession = async (headers: Record<string, string> = {}, metadata = {}) =>
    (await (
      await t.app.request('/api/v1/chat/sessions', jsonRequest('POST', { language: 'en', metadata }, headers))
    ).json()) as { session: { id: string } };
  const stored = async (id: string) => {
    const [session] = await t.database.db.select().from(chatSessions).where(eq(chatSessions.id, id));
    const messages = await t.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id));
    return { session, messages };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    Object.assign(defaults, t.settings.get());
    admin = await signUp(t, 'admin@example.com');
    await insertFaqs(t.database.db, shopFaqs);
    await t.services.knowledge.changed('faqs');
    const res = await t.app.request('/api/v1/admin/visitor-identity', { headers: asBrowser(admin) });
    expect(res.status).toBe(200);
    secret = ((await res.json()) as { secret: string }).secret;
  });
  beforeEach(async () => {
    await t.settings.save(defaults);
    await t.database.db.delete(chatSessions);
  });
  afterAll(() => t.close());

  it('shows the identity secret to admins only, the same on every call', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.app.request('/api/v1/admin/visitor-identity')).status).toBe(401);
    const again = await t.app.request('/api/v1/admin/visitor-identity', { headers: asBrowser(admin) });
    expect(((await again.json()) as { secret: string }).secret).toBe(secret);
  });

  it('with anonymous visitors off, only visitors identified by the host page may chat', async () => {
    expect((await chat('hello')).status).toBe(200);
    await configure((s) => ({ ...s, session: { ...s.session, allowAnonymous: false } }));
    const anonymous = await chat('hello');
    expect(anonymous.status).toBe(403);
    expect(await readError(anonymous)).toMatchObject({
      code: 'identification_required',
      message: 'Please sign in on this website to chat with us.',
    });
    expect((await t.app.request('/api/v1/chat/sessions', jsonRequest('POST', {}))).status).toBe(403);
    const forged = await chat('hello', identified('user-42', identityHash('not the secret', 'user-42')));
    expect(forged.status).toBe(403);
    expect((await readError(forged)).code).toBe('invalid_identity');
    expect(await t.database.db.$count(chatSessions)).toBe(1);

    const ok = await chat('hello', identified('user-42'));
    expect(ok.status).toBe(200);
    const { session } = await stored(((await ok.json()) as Reply).session_id);
    expect(session?.userId).toBe('user-42');
  });

  it("keeps an identified visitor's conversation from others", async () => {
    const mine = ((await (await chat('hello', identified('user-7'))).json()) as Reply).session_id;
    expect((await chat('again', identified('user-7'), mine)).status).toBe(200);
    expect((await chat('again', {}, mine)).status).toBe(404);
    expect((await chat('again', identified('user-8'), mine)).status).toBe(404);
    expect((await t.app.request(`/api/v1/chat/sessions/${mine}/messages`)).status).toBe(404);
  });

  it('with authentication enforced, the chat API needs a signed-in account or an API key', async () => {
    await configure((s) => ({ ...s, security: { ...s.security, enforceAuthentication: true } }));
    const refused = await chat('hello');
    expect(refused.status).toBe(401);
    expect(await readError(refused)).toMatchObject({
      code: 'authentication_required',
      message:
        'This chat requires authentication: sign in, or send an API key as "Authorization: Bearer <key>".',
    });
    expect((await chat('hello', { authorization: 'Bearer pk_wrong' })).status).toBe(401);
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const { key } = await createApiKey(t.database.db, owner?.id ?? '', 'intranet');
    const withKey = await chat('hello', { authorization: `Bearer ${key}` });
    expect(withKey.status).toBe(200);
    const { session } = await stored(((await withKey.json()) as Reply).session_id);
    expect(session?.userId).toBe(`account:${owner?.id}`);
    expect((await chat('hello', { cookie: admin })).status).toBe(200);
  });

  it("archives an identified visitor's oldest active sessions beyond max sessions per user", async () => {
    await configure((s) => ({ ...s, session: { ...s.session, maxSessionsPerUser: 2 } }));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await newSession(identified('user-9'))).session.id);
    const fourth = ((await (await chat('hello', identified('user-9'))).json()) as Reply).session_id;
    const statusOf = async (id: string) => (await stored(id)).session?.status;
    expect(await Promise.all([...ids, fourth].map(statusOf))).toEqual([
      'archived',
      'archived',
      'active',
      'active',
    ]);
    // Another visitor's sessions are not counted.
    expect(await statusOf((await newSession(identified('user-10'))).session.id)).toBe('active');
    expect(await statusOf(ids[2] ?? '')).toBe('active');
  });

  it('with anonymized storage, masks e-mails and phones and keeps only the browser family', async () => {
    const userAgent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const message = 'my email is jane@example.com and phone +1 555 123 4567';
    const plain = await newSession({}, { user_agent: userAgent, initial_url: 'https://shop.test/a?b=c' });
    await chat(message, {}, plain.session.id);
    const before = await stored(plain.session.id);
    expect(before.session?.metadata.user_agent).toBe(userAgent);
    expect(before.messages.find((m) => m.role === 'user')?.content).toBe(message);

    await configure((s) => ({ ...s, dataRetention: { ...s.dataRetention, enableAnonymizedStorage: true } }));
    const anonymized = await newSession(
      {},
      { user_agent: userAgent, initial_url: 'https://shop.test/a?b=c' },
    );
    await chat(message, {}, anonymized.session.id);
    const after = await stored(anonymized.session.id);
    expect(after.session?.metadata).toMatchObject({ user_agent: 'Chrome', initial_url: 'https://shop.test' });
    expect(after.messages.find((m) => m.role === 'user')?.content).toBe(
      'my email is [email] and phone [phone]',
    );
  });

  it('bounds the message length by max tokens per request, with a clear error and nothing stored', async () => {
    await configure((s) => ({ ...s, security: { ...s.security, maxTokensPerRequest: 100 } }));
    const tooLong = await chat('a'.repeat(401));
    expect(tooLong.status).toBe(400);
    expect(await readError(tooLong)).toEqual({
      code: 'message_too_long',
      message: 'Messages can be at most 400 characters long.',
    });
    expect(await t.database.db.$count(chatSessions)).toBe(0);
    expect((await chat('a'.repeat(400))).status).toBe(200);
  });

  it("lets a visitor delete their own conversation with its messages, and nobody else's", async () => {
    const { session_id } = (await (await chat('hello')).json()) as Reply;
    const other = ((await (await chat('hello', identified('user-3'))).json()) as Reply).session_id;
    expect((await t.app.request(`/api/v1/chat/sessions/${other}`, { method: 'DELETE' })).status).toBe(404);
    const res = await t.app.request(`/api/v1/chat/sessions/${session_id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await stored(session_id)).toEqual({ session: undefined, messages: [] });
    expect((await t.app.request(`/api/v1/chat/sessions/${session_id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await stored(other)).messages).toHaveLength(2);
  });

  it('tells visitors (widget, privacy page) whether they must be identified and the retention enforced', async () => {
    await configure((s) => ({
      ...s,
      session: { ...s.session, allowAnonymous: false, ttl: 14 },
      dataRetention: { ...s.dataRetention, analyticsRetentionDays: 30, enableAnonymizedStorage: true },
    }));
    const pub = await (await t.app.request('/api/v1/settings/public')).json();
    expect(pub).toMatchObject({
      visitors: { allowAnonymous: false },
      retention: {
        sessionTtlDays: 14,
        autoExpiry: true,
        analyticsRetentionDays: 30,
        anonymizedStorage: true,
        trainingDataCollection: false,
      },
    });
  });
});
