import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, jsonRequest, readError, type TestApp } from '../../test-app.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';

interface FaqList {
  items: {
    id: string;
    question: string;
    status: string;
    translations: Record<string, { question: string }>;
  }[];
  total: number;
  totalPages: number;
}

describeEachDatabase('FAQ management API', (kind) => {
  let t: TestApp;
  let cookie: string;
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`/api/v1/admin${path}`, {
      method,
      headers: asBrowser(cookie),
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const list = async (query: string) => (await (await call('GET', `/faqs?${query}`)).json()) as FaqList;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signUp(t, 'admin@example.com');
  });
  afterAll(() => t.close());

  it('creates a FAQ with a Spanish version that the chat then answers', async () => {
    const res = await call('POST', '/faqs', {
      question: 'Do you ship to Canada?',
      answer: 'Yes, we ship to Canada in 5-7 days.',
      status: 'active',
      translations: {
        es: {
          question: '¿Envían a Canadá?',
          answer: 'Sí, enviamos a Canadá en 5-7 días.',
          aliases: ['envío Canadá'],
        },
      },
    });
    expect(res.status).toBe(201);
    const chat = await t.app.request(
      '/api/v1/chat',
      jsonRequest('POST', { message: '¿Hacen envíos a Canadá?' }),
    );
    const reply = (await chat.json()) as { message: string; detected_language: string };
    expect(reply.detected_language).toBe('es');
    expect(reply.message).toContain('enviamos a Canadá');
  });

  it('edits and deletes, and the chat follows at once', async () => {
    const created = (await (
      await call('POST', '/faqs', {
        question: 'Do you sell gift wrapping?',
        answer: 'Gift wrapping costs 3 euros.',
      })
    ).json()) as { id: string };
    const updated = await call('PUT', `/faqs/${created.id}`, {
      question: 'Do you sell gift wrapping?',
      answer: 'Gift wrapping is free.',
      status: 'active',
    });
    expect(updated.status).toBe(200);
    const ask = async () =>
      (
        (await (
          await t.app.request('/api/v1/chat', jsonRequest('POST', { message: 'gift wrapping price?' }))
        ).json()) as { message: string }
      ).message;
    expect(await ask()).toContain('free');
    expect((await call('DELETE', `/faqs/${created.id}`)).status).toBe(200);
    expect(await ask()).not.toContain('Gift wrapping is free');
    expect((await call('DELETE', `/faqs/${created.id}`)).status).toBe(404);
  });

  it('validates with clear messages and saves nothing', async () => {
    const before = (await list('pageSize=50')).total;
    const res = await call('POST', '/faqs', { question: '  ', answer: 'x' });
    expect(res.status).toBe(400);
    expect((await readError(res)).message).toBe('Question is required');
    expect((await call('POST', '/faqs', { question: 'q', answer: 'a', status: 'maybe' })).status).toBe(400);
    expect((await list('pageSize=50')).total).toBe(before);
    expect((await call('GET', '/faqs?pageSize=7')).status).toBe(400);
  });

  it('searches, sorts and pages on the server', async () => {
    const faqs = Array.from({ length: 12 }, (_, i) => ({
      question: `Paging question ${String(i).padStart(2, '0')}`,
      answer: `Answer ${i}`,
    }));
    expect((await call('POST', '/faqs/import', { faqs })).status).toBe(201);
    const page = await list('q=PAGING%20question&sort=question&order=asc&page=2&pageSize=5');
    expect(page.total).toBe(12);
    expect(page.totalPages).toBe(3);
    expect(page.items.map((f) => f.question)).toEqual([5, 6, 7, 8, 9].map((i) => `Paging question 0${i}`));
    const byAnswer = await list('q=answer%2011');
    expect(byAnswer.items.map((f) => f.question)).toEqual(['Paging question 11']);
  });

  it('searches every language version of a FAQ, questions and answers', async () => {
    await call('POST', '/faqs', {
      question: 'Can I pay by bank transfer?',
      answer: 'Yes, within 7 days.',
      translations: {
        de: { question: 'Kann ich per Überweisung zahlen?', answer: 'Ja, innerhalb von 7 Tagen.' },
        ja: { question: '銀行振込で支払えますか？', answer: 'はい、7日以内にお願いします。' },
      },
    });
    for (const q of ['überweisung', '銀行振込', 'innerhalb von 7 tagen'])
      expect(
        (await list(`q=${encodeURIComponent(q)}`)).items.map((f) => f.question),
        q,
      ).toEqual(['Can I pay by bank transfer?']);
  });

  it('imports all or nothing and names the bad row', async () => {
    const before = (await list('pageSize=50')).total;
    const res = await call('POST', '/faqs/import', {
      faqs: [{ question: 'Good one', answer: 'Fine' }, { question: 'Bad one' }],
    });
    expect(res.status).toBe(400);
    expect((await readError(res)).message).toMatch(/^FAQ 2 \(answer\)/);
    expect((await list('pageSize=50')).total).toBe(before);

    const csv = 'question,answer,status\r\nCSV question,CSV answer,active\r\nNo answer here,,active\r\n';
    const bad = await t.app.request('/api/v1/admin/faqs/import', {
      method: 'POST',
      headers: asBrowser(cookie, { 'content-type': 'text/csv' }),
      body: csv,
    });
    expect(bad.status).toBe(400);
    expect((await readError(bad)).message).toMatch(/^Row 3/);
    expect((await list('pageSize=50')).total).toBe(before);
  });

  it('exports CSV with formula cells neutralized and JSON that imports back', async () => {
    await call('POST', '/faqs', { question: '=HYPERLINK("http://x")', answer: '@SUM(1)' });
    const csv = await (await call('GET', '/faqs/export?format=csv')).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`'@SUM(1)`);
    const json = (await (await call('GET', '/faqs/export?format=json')).json()) as { faqs: unknown[] };
    expect(json.faqs.length).toBe((await list('pageSize=50')).total);
  });
});
