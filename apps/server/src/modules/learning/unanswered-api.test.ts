import type { UnansweredResponse } from '@parley/contract/learning';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { learningEvents } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, jsonRequest, readError, type TestApp } from '../../test-app.ts';
import { insertFaqs, shopFaqs } from '../../test-fixtures.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';
import { readKnowledgeVersions } from '../knowledge/knowledge-version.ts';

interface Reply {
  session_id: string;
  requires_clarification: boolean;
  clarification_options: string[];
  sources: { id: string; title: string }[];
  message: string;
}

describeEachDatabase('learning from visitors: recording and the Unanswered questions API', (kind) => {
  let t: TestApp;
  let admin: string;
  let shippingId: string;
  let paymentId: string;
  const call = (method: string, path: string, body?: unknown, cookie = admin) =>
    t.app.request(`/api/v1/admin${path}`, {
      method,
      headers: asBrowser(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const overview = async () => (await (await call('GET', '/unanswered')).json()) as UnansweredResponse;
  const chat = async (message: string, session_id?: string, language = 'en') =>
    (await (
      await t.app.request('/api/v1/chat', jsonRequest('POST', { message, language, session_id }))
    ).json()) as Reply;
  const collect = (on: boolean) =>
    t.settings.save({
      ...t.settings.get(),
      dataRetention: { ...t.settings.get().dataRetention, enableTrainingDataCollection: on },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t, 'admin@example.com');
    [shippingId = '', , paymentId = ''] = await insertFaqs(t.database.db, shopFaqs);
    await t.services.knowledge.changed('faqs');
  });
  afterAll(() => t.close());

  it('records nothing while training data collection is off (the default)', async () => {
    expect(t.settings.get().dataRetention.enableTrainingDataCollection).toBe(false);
    const first = await chat('do you sell bikes');
    const offer = await chat('return shipping', first.session_id);
    expect(offer.requires_clarification).toBe(true);
    await chat(offer.clarification_options[0] ?? '', first.session_id);
    expect(await t.database.db.select().from(learningEvents)).toEqual([]);
    const body = await overview();
    expect(body.collecting).toBe(false);
    expect(body.totals).toEqual({ not_found: 0, clarification: 0, picked: 0 });
    expect(body.groups).toEqual([]);
  });

  it('records "not found" and clarifications, and a pick when the next message is an offered button', async () => {
    await collect(true);
    const bikes = await chat('do you sell bikes');
    expect(bikes.requires_clarification).toBe(false);
    // Two visitors ask the same vague question and both pick the shipping FAQ; a third asks, picks nothing.
    for (let visitor = 0; visitor < 2; visitor++) {
      const offer = await chat('return shipping');
      expect(offer.clarification_options).toContain('How long does shipping take?');
      const answer = await chat('How long does shipping take?', offer.session_id);
      expect(answer.sources[0]?.id).toBe(shippingId);
    }
    await chat('return shipping');

    const body = await overview();
    expect(body.collecting).toBe(true);
    expect(body.totals).toEqual({ not_found: 1, clarification: 3, picked: 2 });
    expect(body.timeline.at(-1)).toMatchObject({ not_found: 1, clarification: 3, picked: 2 });
    expect(body.timeline).toHaveLength(31);
    const [first] = body.groups;
    expect(first?.faq?.id).toBe(shippingId);
    expect(first?.confirmed_visitors).toBe(2);
    expect(first?.questions[0]).toMatchObject({
      text: 'return shipping',
      language: 'en',
      kind: 'clarification',
      count: 3,
      visitors: 3,
      confirmed_visitors: 2,
    });
    const bikesGroup = body.groups.find((g) => g.questions.some((q) => q.text === 'do you sell bikes'));
    expect(bikesGroup?.faq).toBeNull();
    const rows = await t.database.db.select().from(learningEvents);
    // The visitor key is a hash: it never holds the session id.
    expect(rows.map((r) => r.visitorKey)).not.toContain(bikes.session_id);
    expect(rows.find((r) => r.picked)?.offered).toContain('How long does shipping take?');
  });

  it('adds a question as an alias in its language: answered at once, gone from the list, version bumped', async () => {
    const before = (await readKnowledgeVersions(t.database.db)).faqs;
    const res = await call('POST', '/unanswered/aliases', {
      faq_id: shippingId,
      language: 'en',
      question: 'return shipping',
    });
    expect(res.status).toBe(200);
    const faq = (await res.json()) as { aliases: string[] };
    expect(faq.aliases).toContain('return shipping');
    // Other instances poll this version and rebuild their index from the database.
    expect((await readKnowledgeVersions(t.database.db)).faqs).not.toBe(before);
    const reply = await chat('Return shipping?');
    expect(reply.requires_clarification).toBe(false);
    expect(reply.sources[0]?.id).toBe(shippingId);
    const body = await overview();
    expect(body.groups.flatMap((g) => g.questions.map((q) => q.text))).not.toContain('return shipping');
  });

  it('refuses an alias for a language the FAQ lacks, changing nothing', async () => {
    const res = await call('POST', '/unanswered/aliases', {
      faq_id: paymentId,
      language: 'fr',
      question: 'payer en plusieurs fois',
    });
    expect(res.status).toBe(409);
    expect((await readError(res)).message).toBe(
      'This FAQ has no fr version yet. Add one in FAQ Management first.',
    );
    const missing = await call('POST', '/unanswered/aliases', {
      faq_id: 'nope',
      language: 'en',
      question: 'x',
    });
    expect(missing.status).toBe(404);
    const empty = await call('POST', '/unanswered/aliases', {
      faq_id: paymentId,
      language: 'en',
      question: ' ',
    });
    expect(empty.status).toBe(400);
    expect((await readError(empty)).message).toBe('Question is required');
    const days = await call('GET', '/unanswered?days=0');
    expect(days.status).toBe(400);
    expect((await readError(days)).message).toBe('days must be between 1 and 365');
  });

  it('dismisses a question however it was capitalised', async () => {
    const res = await call('POST', '/unanswered/dismiss', { language: 'en', question: 'Do you sell BIKES?' });
    expect(await res.json()).toEqual({ dismissed: 1 });
    const body = await overview();
    expect(body.groups.flatMap((g) => g.questions.map((q) => q.text))).not.toContain('do you sell bikes');
  });

  it('explains that "Suggest phrasings" needs a language model', async () => {
    const res = await call('POST', '/unanswered/suggestions', { faq_id: shippingId, language: 'en' });
    expect(res.status).toBe(409);
    expect((await readError(res)).message).toBe(
      'No language model is configured (set LLM_BASE_URL and LLM_MODEL).',
    );
    expect((await overview()).suggestions_available).toBe(false);
  });

  it('is for administrators only', async () => {
    const visitor = await t.app.request('/api/v1/admin/unanswered');
    expect(visitor.status).toBe(401);
    const user = await signUp(t, 'user@example.com');
    expect((await call('GET', '/unanswered', undefined, user)).status).toBe(403);
    expect(
      (await call('POST', '/unanswered/aliases', { faq_id: shippingId, language: 'en', question: 'x' }, user))
        .status,
    ).toBe(403);
  });

  it('records the FAQ of a button shown in Traditional characters, and its pick', async () => {
    // The shipping FAQ's Chinese version is written in Simplified characters; this visitor writes Traditional.
    const offer = await chat('退貨運費', undefined, 'zh');
    const shown = '運費和配送需要多長時間？';
    expect(offer.clarification_options).toContain(shown);
    const answer = await chat(shown, offer.session_id, 'zh');
    expect(answer.sources[0]).toMatchObject({ id: shippingId, title: shown });
    const rows = await t.database.db.select().from(learningEvents);
    const row = rows.find((r) => r.question === '退貨運費');
    expect(row?.offeredFaqIds[row.offered.indexOf(shown)]).toBe(shippingId);
    expect(row).toMatchObject({ picked: shown, pickedFaqId: shippingId });
  });

  it('stops recording when collection is switched off again', async () => {
    await collect(false);
    const count = (await t.database.db.select().from(learningEvents)).length;
    await chat('do you rent kayaks');
    expect(await t.database.db.select().from(learningEvents)).toHaveLength(count);
  });
});
