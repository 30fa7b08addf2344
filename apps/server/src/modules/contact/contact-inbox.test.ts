import { randomUUID } from 'node:crypto';
import type { ContactInbox } from '@parley/contract/contact-inbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../test-app.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';

const form = (n: number) => ({
  name: `Visitor ${n}`,
  email: `v${n}@example.com`,
  subject: `Question ${n}`,
  message: `Message number ${n}`,
});

describeEachDatabase('contact messages inbox', (kind) => {
  let t: TestApp;
  let cookie: string;
  const call = (method: string, path: string) =>
    t.app.request(`/api/v1/admin${path}`, { method, headers: asBrowser(cookie) });
  const inbox = async (query = '') =>
    (await (await call('GET', `/contact-messages${query}`)).json()) as ContactInbox;
  const bellUnread = async () =>
    ((await (await call('GET', '/notifications')).json()) as { unread: number }).unread;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signUp(t, 'admin@example.com');
    // The form allows 5 messages a minute from one address, so most are stored directly.
    await t.app.request('/api/v1/contact', jsonRequest('POST', form(52)));
    await t.database.db.insert(contactMessages).values(
      Array.from({ length: 51 }, (_, i) => ({
        id: randomUUID(),
        ...form(i + 1),
        deliveryStatus: 'sent',
        createdAt: new Date(Date.now() - (60 - i) * 60_000),
      })),
    );
  });
  afterAll(() => t.close());

  it('lists every submission newest first with its delivery status, 50 per page', async () => {
    const first = await inbox();
    expect(first.unread).toBe(52);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      ...form(52),
      deliveryStatus: 'not_configured',
      deliveryError: null,
      read: false,
    });
    const rest = await inbox(`?cursor=${first.nextCursor}`);
    expect(rest.items.map((m) => m.subject)).toEqual(['Question 2', 'Question 1']);
    expect(rest.nextCursor).toBeNull();
  });

  it('marks a message read, which lowers the count on the bell, and deletes it', async () => {
    const [newest] = (await inbox()).items;
    expect(await bellUnread()).toBe(52);
    expect((await call('POST', `/contact-messages/${newest?.id}/read`)).status).toBe(200);
    expect((await inbox()).items[0]?.read).toBe(true);
    expect(await bellUnread()).toBe(51);
    expect((await call('DELETE', `/contact-messages/${newest?.id}`)).status).toBe(200);
    expect((await inbox()).items[0]?.subject).toBe('Question 51');
    const gone = await call('POST', `/contact-messages/${newest?.id}/read`);
    expect(gone.status).toBe(404);
  });
});
