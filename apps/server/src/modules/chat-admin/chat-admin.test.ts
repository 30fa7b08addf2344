import { randomBytes, randomUUID } from 'node:crypto';
import type { ChatSessionDetail, ChatSessionList } from '@parley/contract/chat-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { chatMessages, chatSessions, type MessageMetadata } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, jsonRequest, readError, type TestApp } from '../../test-app.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';
import { emptyAnalytics } from '../sessions/sessions-repository.ts';

const HOUR = 3_600_000;
const now = Date.now();

interface Seed {
  ageHours: number;
  status?: 'active' | 'archived' | 'expired';
  expired?: boolean;
  language?: string;
  userId?: string;
  messages?: { role: 'user' | 'assistant'; content: string; metadata?: Partial<MessageMetadata> }[];
}

describeEachDatabase('Chat Management API', (kind) => {
  let t: TestApp;
  let cookie: string;
  const call = (method: string, path: string) =>
    t.app.request(`/api/v1/admin${path}`, { method, headers: asBrowser(cookie) });
  const list = async (query = '') =>
    (await (await call('GET', `/chat-sessions?${query}`)).json()) as ChatSessionList;

  /** Stores a session `ageHours` old with its messages a second apart; returns its id. */
  async function seed(s: Seed): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    const createdAt = new Date(now - s.ageHours * HOUR);
    const messages = s.messages ?? [];
    await t.database.db.insert(chatSessions).values({
      id,
      userId: s.userId ?? 'anonymous',
      status: s.status ?? 'active',
      language: s.language ?? 'en',
      createdAt,
      lastActivity: createdAt,
      expiresAt: new Date(s.expired ? now - HOUR : now + HOUR),
      metadata: { referrer: 'direct' },
      analytics: { ...emptyAnalytics(), message_count: messages.length },
    });
    if (messages.length)
      await t.database.db.insert(chatMessages).values(
        messages.map((m, i) => ({
          id: randomUUID(),
          sessionId: id,
          role: m.role,
          content: m.content,
          createdAt: new Date(createdAt.getTime() + i * 1000),
          metadata: {
            type: m.role === 'user' ? ('user_message' as const) : ('assistant_response' as const),
            ...m.metadata,
          },
        })),
      );
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signUp(t, 'admin@example.com');
  });
  beforeEach(async () => {
    await t.database.db.delete(chatSessions);
  });
  afterAll(() => t.close());

  it('pages sessions newest first, 10 at a time, with the last id as cursor', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push(await seed({ ageHours: i + 1 }));
    const first = await list();
    expect(first.items.map((s) => s.id)).toEqual(ids.slice(0, 10));
    expect(first.nextCursor).toBe(ids[9]);
    const second = await list(`cursor=${first.nextCursor}`);
    expect(second.items.map((s) => s.id)).toEqual(ids.slice(10, 20));
    const third = await list(`cursor=${second.nextCursor}`);
    expect(third.items.map((s) => s.id)).toEqual(ids.slice(20));
    expect(third.nextCursor).toBeNull();
    expect(first.items[0]).toMatchObject({ status: 'active', userId: 'anonymous', messageCount: 0 });
  });

  it('filters by status, language, date range, minimum messages, text and unanswered questions', async () => {
    const chat = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        role: i % 2 ? ('assistant' as const) : ('user' as const),
        content: `message ${i}`,
      }));
    const active = await seed({ ageHours: 1, language: 'fr', messages: chat(4) });
    const archived = await seed({ ageHours: 2, status: 'archived' });
    const expired = await seed({ ageHours: 3, expired: true });
    const old = await seed({ ageHours: 24 * 10 });
    const unanswered = await seed({
      ageHours: 4,
      messages: [
        { role: 'user', content: 'Do you sell 50% wool socks?' },
        { role: 'assistant', content: 'Sorry', metadata: { outcome: 'not_found' } },
      ],
    });
    const ids = async (query: string) => (await list(query)).items.map((s) => s.id);
    expect(await ids('status=active')).toEqual([active, unanswered, old]);
    expect(await ids('status=archived')).toEqual([archived]);
    expect(await ids('status=expired')).toEqual([expired]);
    expect(await ids('language=fr')).toEqual([active]);
    expect(await ids('minMessages=3')).toEqual([active]);
    expect(await ids('q=50%25%20wool')).toEqual([unanswered]);
    expect(await ids('q=50%25%20cotton')).toEqual([]);
    expect(await ids('unanswered=true')).toEqual([unanswered]);
    const day = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
    expect(await ids(`from=${day(24 * 11)}&to=${day(24 * 9)}`)).toEqual([old]);
    expect((await list(`status=active&language=fr`)).items[0]?.messageCount).toBe(4);
  });

  it('searches text case-insensitively in any language, by visitor id and session id, page after page', async () => {
    const said = (content: string) => [{ role: 'user' as const, content }];
    const chinese = await seed({ ageHours: 1, language: 'zh', messages: said('请问退货政策是什么？') });
    const japanese = await seed({ ageHours: 2, language: 'ja', messages: said('返品についての質問です') });
    const russian = await seed({ ageHours: 3, language: 'ru', messages: said('Где мой ЗАКАЗ?') });
    const visitor = await seed({ ageHours: 4, userId: 'crm-Contact-42' });
    const ids = async (query: string) => (await list(query)).items.map((s) => s.id);
    expect(await ids(`q=${encodeURIComponent('退货政策')}`)).toEqual([chinese]);
    expect(await ids(`q=${encodeURIComponent('返品')}`)).toEqual([japanese]);
    expect(await ids(`q=${encodeURIComponent('заказ')}`)).toEqual([russian]);
    expect(await ids('q=contact-4')).toEqual([visitor]);
    expect(await ids(`q=${russian}`)).toEqual([russian]);
    expect(await ids(`q=${encodeURIComponent('заказ')}&language=zh`)).toEqual([]);

    // 12 sessions match by a message and 2 by their visitor id: pages of 10 hold the newest of both.
    const matching: string[] = [];
    for (let i = 0; i < 14; i++)
      matching.push(
        i % 7 === 3
          ? await seed({ ageHours: 10 + i, userId: `tent-fan-${i}` })
          : await seed({ ageHours: 10 + i, messages: said(`My TENT number ${i}`) }),
      );
    const first = await list('q=tent');
    expect(first.items.map((s) => s.id)).toEqual(matching.slice(0, 10));
    expect((await list(`q=tent&cursor=${first.nextCursor}`)).items.map((s) => s.id)).toEqual(
      matching.slice(10),
    );
  });

  it('refuses bad filters with a clear message', async () => {
    const res = await call('GET', '/chat-sessions?status=deleted');
    expect(res.status).toBe(400);
    expect((await readError(res)).message).toBe('status must be active, archived or expired');
    const badCursor = await call('GET', '/chat-sessions?cursor=gone');
    expect(badCursor.status).toBe(400);
  });

  it('shows one session with its transcript in time order, and 404 Session not found', async () => {
    const id = await seed({
      ageHours: 1,
      messages: [
        { role: 'user', content: 'tent' },
        {
          role: 'assistant',
          content: 'Which one?',
          metadata: {
            outcome: 'clarification',
            clarification_options: ['Tent sizes', 'Tent repair'],
            response_time: 12,
          },
        },
        { role: 'user', content: 'Tent repair' },
        {
          role: 'assistant',
          content: 'We repair tents.',
          metadata: { outcome: 'faq', sources: [{ type: 'faq', id: 'f1', title: 'Tent repair' }] },
        },
      ],
    });
    const res = await call('GET', `/chat-sessions/${id}`);
    const detail = (await res.json()) as ChatSessionDetail;
    expect(detail.messages.map((m) => m.content)).toEqual([
      'tent',
      'Which one?',
      'Tent repair',
      'We repair tents.',
    ]);
    expect(detail.messages[1]).toMatchObject({ outcome: 'clarification', responseTime: 12 });
    expect(detail.messages[2]?.pickedOption).toBe(true);
    expect(detail.messages[3]?.sources).toEqual([{ type: 'faq', id: 'f1', title: 'Tent repair' }]);
    const missing = await call('GET', '/chat-sessions/nope');
    expect(missing.status).toBe(404);
    expect((await readError(missing)).message).toBe('Session not found');
  });

  it('archives once (409 after), deletes with messages, and exports one session as <id>.json', async () => {
    const id = await seed({ ageHours: 1, messages: [{ role: 'user', content: 'hello' }] });
    const exported = await call('GET', `/chat-sessions/${id}/export`);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="${id}.json"`);
    expect(((await exported.json()) as ChatSessionDetail).messages).toHaveLength(1);

    expect((await call('POST', `/chat-sessions/${id}/archive`)).status).toBe(200);
    expect((await list()).items[0]?.status).toBe('archived');
    const again = await call('POST', `/chat-sessions/${id}/archive`);
    expect(again.status).toBe(409);

    expect((await call('DELETE', `/chat-sessions/${id}`)).status).toBe(200);
    expect(await t.database.db.$count(chatMessages, eq(chatMessages.sessionId, id))).toBe(0);
    expect((await call('DELETE', `/chat-sessions/${id}`)).status).toBe(404);
  });

  it('clears expired sessions with their messages and keeps active and archived ones', async () => {
    const active = await seed({ ageHours: 1 });
    const archived = await seed({ ageHours: 2, status: 'archived', expired: true });
    await seed({ ageHours: 3, expired: true, messages: [{ role: 'user', content: 'hi' }] });
    await seed({ ageHours: 4, status: 'expired' });
    const res = await call('POST', '/chat-sessions/clear-expired');
    expect(await res.json()).toEqual({ deleted: 2 });
    expect((await list()).items.map((s) => s.id)).toEqual([active, archived]);
    expect(await t.database.db.$count(chatMessages)).toBe(0);
  });

  it('exports the filtered sessions as formula-safe CSV', async () => {
    const plain = await seed({ ageHours: 1, language: 'de', userId: 'user-7' });
    await seed({ ageHours: 2, language: 'de', userId: '=HYPERLINK("http://evil")' });
    await seed({ ageHours: 3, language: 'en' });
    const res = await call('GET', '/chat-sessions/export.csv?language=de');
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('chat-sessions.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark tells spreadsheet apps the file is UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,status,created_at/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${plain},active,`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('describes its routes in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/v1/admin/chat-sessions',
      '/api/v1/admin/chat-sessions/{id}',
      '/api/v1/admin/chat-sessions/{id}/archive',
      '/api/v1/admin/chat-sessions/{id}/export',
      '/api/v1/admin/chat-sessions/export.csv',
      '/api/v1/admin/chat-sessions/clear-expired',
      '/api/v1/admin/analytics',
      '/api/v1/admin/contact-messages',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });

  it('stores what the engine made of each question, which the unanswered filter reads', async () => {
    const res = await t.app.request(
      '/api/v1/chat',
      jsonRequest('POST', { message: 'Do you repair submarine engines on Mars?' }),
    );
    const reply = (await res.json()) as { session_id: string };
    const [stored] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.role, 'assistant'));
    expect(stored?.metadata.outcome).toBe('not_found');
    expect((await list('unanswered=true')).items.map((s) => s.id)).toEqual([reply.session_id]);
  });
});
