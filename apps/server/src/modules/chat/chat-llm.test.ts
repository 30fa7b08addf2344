import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiCompatibleTestServer } from '../../providers/llm/openai-compatible-test-server.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../test-app.ts';
import { findDocument } from '../documents/documents-repository.ts';
import { insertFaqs, shopFaqs } from '../../test-fixtures.ts';

describe('chat with an OpenAI-compatible language model configured', () => {
  let server: Awaited<ReturnType<typeof startOpenAiCompatibleTestServer>>;
  let t: TestApp;
  beforeAll(async () => {
    server = await startOpenAiCompatibleTestServer({
      reply: 'Your parcel arrives in 3-5 business days.',
      chunkSize: 6,
    });
    t = await createTestApp('pglite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'test-model' });
    await insertFaqs(t.database.db, shopFaqs);
    await t.services.knowledge.changed('faqs');
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('phrases a retrieved answer with the model, keeping the sources, and streams it', async () => {
    const res = await t.app.request(
      '/api/v1/chat',
      jsonRequest('POST', { message: 'How long does shipping take?', stream: true }),
    );
    const text = await res.text();
    const deltas = [...text.matchAll(/event: delta\ndata: (.*)/g)].map(
      (m) => (JSON.parse(m[1] ?? '{}') as { text: string }).text,
    );
    expect(deltas.join('')).toBe('Your parcel arrives in 3-5 business days.');
    const done = JSON.parse(text.split('event: done\ndata: ')[1]?.split('\n')[0] ?? '{}') as {
      answered_by: string;
      sources: unknown[];
    };
    expect(done.answered_by).toBe('llm');
    expect(done.sources).toHaveLength(1);
    const prompt = server.requests.at(-1)?.body as {
      messages: { role: string; content: string }[];
      temperature: number;
      max_tokens: number;
    };
    expect(prompt.messages[0]?.content).toContain('Standard delivery takes 3-5 business days.');
    expect(prompt.messages.at(-1)).toEqual({ role: 'user', content: 'How long does shipping take?' });
    expect(prompt.temperature).toBe(0.7);
    expect(prompt.max_tokens).toBe(2000);
  });

  it('answers with the built-in engine when the model fails, and says so', async () => {
    server.set({ status: 502 });
    const res = await t.app.request(
      '/api/v1/chat',
      jsonRequest('POST', { message: 'What is your return policy?' }),
    );
    const reply = (await res.json()) as { answered_by: string; message: string };
    expect(reply.answered_by).toBe('engine_fallback');
    expect(reply.message).toContain('30 days');
    server.set({ status: undefined });
  });

  it('lets the model pick the offered FAQ that the engine could not tell by its words', async () => {
    server.set({ replies: ['1', 'It should reach you within 3-5 business days.'] });
    const res = await t.app.request(
      '/api/v1/chat',
      jsonRequest('POST', {
        message: 'my parcel is lost in transit, what now?',
      }),
    );
    const reply = (await res.json()) as {
      answered_by: string;
      message: string;
      sources: { title: string }[];
    };
    expect(reply.answered_by).toBe('llm');
    expect(reply.message).toBe('It should reach you within 3-5 business days.');
    expect(reply.sources[0]?.title).toBe('How long does shipping take?');
    const pick = server.requests.at(-2)?.body as { messages: { content: string }[]; temperature: number };
    expect(pick.messages[1]?.content).toContain('1. How long does shipping take?');
    expect(pick.temperature).toBe(0);
  });

  it("keeps the engine's offered FAQs when the model picks none", async () => {
    server.set({ replies: ['0'] });
    const asked = server.requests.length;
    const res = await t.app.request(
      '/api/v1/chat',
      jsonRequest('POST', { message: 'is my parcel lost in transit? what now?' }),
    );
    const reply = (await res.json()) as { answered_by: string; clarification_options: string[] };
    expect(reply.answered_by).toBe('engine');
    expect(reply.clarification_options).toContain('How long does shipping take?');
    expect(server.requests.length).toBe(asked + 1);
  });

  it('lets the model judge a passage the engine only shows as one that may help', async () => {
    const text = [
      'Kayak rental\n\nA sea kayak is rented for 38 euros per day, paddle and vest included.',
      'Opening hours\n\nThe boathouse opens daily from 9:00 to 18:00.',
    ].join('\n\n');
    const item = await t.services.documents.upload({
      name: 'Rentals.txt',
      bytes: new TextEncoder().encode(text),
    });
    await expect.poll(async () => (await findDocument(t.database.db, item.id))?.status).toBe('processed');
    const before = server.requests.length;
    const question =
      'we want a sea kayak with our own paddle tomorrow morning, is parking free near the beach?';
    const reply = (await (
      await t.app.request('/api/v1/chat', jsonRequest('POST', { message: question }))
    ).json()) as {
      answered_by: string;
    };
    expect(server.requests.length).toBe(before + 1);
    expect(reply.answered_by).toBe('llm');
    const prompt = server.requests.at(-1)?.body as { messages: { content: string }[] };
    expect(prompt.messages[0]?.content).toContain(
      'Document (may not answer the question): Rentals.txt: Kayak rental',
    );
    expect(prompt.messages[0]?.content).toContain('38 euros per day');
  });

  it('never sends greetings or unknown questions to the model', async () => {
    const before = server.requests.length;
    await t.app.request('/api/v1/chat', jsonRequest('POST', { message: 'hello' }));
    await t.app.request('/api/v1/chat', jsonRequest('POST', { message: 'what is the capital of France' }));
    expect(server.requests.length).toBe(before);
  });
});
