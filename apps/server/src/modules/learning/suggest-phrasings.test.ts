import type { PhrasingSuggestion, UnansweredResponse } from '@parley/contract/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiCompatibleTestServer } from '../../providers/llm/openai-compatible-test-server.ts';
import { createTestApp, jsonRequest, readError, type TestApp } from '../../test-app.ts';
import { insertFaqs, shopFaqs } from '../../test-fixtures.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';

describe('"Suggest phrasings" with an OpenAI-compatible language model', () => {
  let server: Awaited<ReturnType<typeof startOpenAiCompatibleTestServer>>;
  let t: TestApp;
  let admin: string;
  let shippingId: string;
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`/api/v1/admin${path}`, {
      method,
      headers: asBrowser(admin),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const suggest = async (language: string) =>
    call('POST', '/unanswered/suggestions', { faq_id: shippingId, language });

  beforeAll(async () => {
    server = await startOpenAiCompatibleTestServer();
    t = await createTestApp('pglite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'test-model' });
    admin = await signUp(t, 'admin@example.com');
    [shippingId = ''] = await insertFaqs(t.database.db, shopFaqs);
    await t.services.knowledge.changed('faqs');
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('stores up to 10 new phrasings as suggestions, leaving out the question, aliases and repeats', async () => {
    // Wordings no FAQ shares a word with, so only an approved alias can make the chat answer them.
    const wordings = Array.from({ length: 12 }, (_, i) => `frase inventada número ${i + 1}`);
    server.set({
      reply: `Here you go:\n${JSON.stringify(['¿Cuánto tarda el envío?', 'Tiempo de entrega', ...wordings, wordings[0]])}`,
    });
    const res = await suggest('es');
    expect(res.status).toBe(200);
    const { suggestions } = (await res.json()) as { suggestions: PhrasingSuggestion[] };
    expect(suggestions.map((s) => s.text)).toEqual(wordings.slice(0, 10));
    expect(suggestions[0]).toMatchObject({ faq_id: shippingId, language: 'es' });
    const prompt = server.requests.at(-1)?.body as { messages: { content: string }[] };
    expect(prompt.messages[0]?.content).toContain('in Spanish');
    expect(prompt.messages[1]?.content).toContain('¿Cuánto tarda el envío?');
    // Suggestions are not knowledge: the chat does not know them until approved.
    const before = (await (
      await t.app.request('/api/v1/chat', jsonRequest('POST', { message: wordings[0], language: 'es' }))
    ).json()) as { sources: { id: string }[] };
    expect(before.sources.map((x) => x.id)).not.toContain(shippingId);
  });

  it('approving makes a suggestion an alias the chat answers at once; rejecting drops it', async () => {
    const { suggestions } = (await (await call('GET', '/unanswered')).json()) as UnansweredResponse;
    const [approve, reject] = suggestions;
    if (!approve || !reject) throw new Error('expected suggestions');
    const approved = await call('POST', `/unanswered/suggestions/${approve.id}/approve`);
    expect(approved.status).toBe(200);
    expect(
      ((await approved.json()) as { translations: Record<string, { aliases: string[] }> }).translations.es
        ?.aliases,
    ).toContain(approve.text);
    const reply = (await (
      await t.app.request('/api/v1/chat', jsonRequest('POST', { message: approve.text, language: 'es' }))
    ).json()) as { sources: { id: string }[] };
    expect(reply.sources[0]?.id).toBe(shippingId);
    expect((await call('DELETE', `/unanswered/suggestions/${reject.id}`)).status).toBe(200);
    const after = (await (await call('GET', '/unanswered')).json()) as UnansweredResponse;
    expect(after.suggestions.map((s) => s.id)).not.toContain(approve.id);
    expect(after.suggestions.map((s) => s.id)).not.toContain(reject.id);
    expect(after.suggestions).toHaveLength(8);
    expect(after.suggestions_available).toBe(true);
    expect((await call('DELETE', `/unanswered/suggestions/${reject.id}`)).status).toBe(404);
  });

  it('says so when the model fails, keeping the earlier suggestions', async () => {
    server.set({ status: 502 });
    const res = await suggest('es');
    expect(res.status).toBe(502);
    expect((await readError(res)).message).toBe('The language model did not answer. Try again later.');
    const after = (await (await call('GET', '/unanswered')).json()) as UnansweredResponse;
    expect(after.suggestions).toHaveLength(8);
    server.set({ status: undefined });
  });
});
