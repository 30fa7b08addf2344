import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { documentChunks, documents, embeddings, jobs } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import {
  type EmbeddingsTestServer,
  startEmbeddingsTestServer,
} from '../../providers/embeddings/openai-compatible-embeddings-test-server.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../test-app.ts';
import { type FixtureFaq, insertFaqs, shopFaqs } from '../../test-fixtures.ts';
import { SYNC_JOB } from '../embeddings/embeddings-sync.ts';

interface Reply {
  message: string;
  sources: { type: string; id: string }[];
  requires_clarification: boolean;
  clarification_options: string[];
}

const petFaq: FixtureFaq = {
  question: 'Can I bring my dog?',
  answer: 'Pets are welcome in every room.',
};
// The test model knows that a "quorgle" is a dog (an invented word, so that no lexicon can ever know it, as the
// everyday words now know a poodle), and where hounds sleep; the words of the FAQ and passage do not.
const synonyms = {
  is: 'can',
  quorgle: 'dog',
  allowed: 'bring',
  hounds: 'canines',
  sleep: 'stay',
  where: 'kennel',
};
const kennel = { title: 'Kennel', content: 'Canines stay in the kennel.' };

describeEachDatabase('chat with an embeddings model configured', (kind) => {
  let server: EmbeddingsTestServer;
  let withModel: TestApp;
  let wordsOnly: TestApp;
  let petIds: { withModel: string; wordsOnly: string };
  const ask = async (t: TestApp, message: string) => {
    const res = await t.app.request('/api/v1/chat', jsonRequest('POST', { message }));
    expect(res.status).toBe(200);
    return (await res.json()) as Reply;
  };
  /** The right FAQ in one step: answered, or offered as a button. */
  const oneStep = (reply: Reply, faqId: string) =>
    reply.sources.some((s) => s.id === faqId) || reply.clarification_options.includes(petFaq.question);

  beforeAll(async () => {
    server = await startEmbeddingsTestServer({ dimension: 48, synonyms });
    withModel = await createTestApp(kind, {
      EMBEDDINGS_BASE_URL: server.baseUrl,
      EMBEDDINGS_MODEL: 'test-embed',
    });
    wordsOnly = await createTestApp(kind);
    const [a] = await insertFaqs(withModel.database.db, [petFaq, ...shopFaqs]);
    const [b] = await insertFaqs(wordsOnly.database.db, [petFaq, ...shopFaqs]);
    petIds = { withModel: a ?? '', wordsOnly: b ?? '' };
    for (const t of [withModel, wordsOnly]) {
      await t.database.db
        .insert(documents)
        .values({ id: 'doc-1', name: 'house.txt', fileType: 'txt', status: 'processed', chunksCount: 1 });
      await t.database.db
        .insert(documentChunks)
        .values({ id: 'chunk-1', documentId: 'doc-1', position: 0, language: 'en', ...kennel });
      await t.services.knowledge.changed('faqs');
      await t.services.knowledge.changed('documents');
    }
    // The change schedules the background job; 7 FAQ versions x 2 texts and the passage get vectors.
    await vi.waitFor(
      async () => {
        expect(await withModel.database.db.$count(embeddings)).toBe(15);
        // Other background work (the hourly retention job) may be queued; the embedding jobs are done.
        expect(await withModel.database.db.$count(jobs, eq(jobs.type, SYNC_JOB))).toBe(0);
      },
      { timeout: 60_000, interval: 100 },
    );
  }, 180_000);
  afterAll(async () => {
    await withModel.close();
    await wordsOnly.close();
    await server.close();
  });

  it('finds by meaning the FAQ that words alone miss', async () => {
    const question = 'Is my quorgle allowed?';
    expect(oneStep(await ask(wordsOnly, question), petIds.wordsOnly)).toBe(false);
    const reply = await ask(withModel, question);
    expect(oneStep(reply, petIds.withModel)).toBe(true);
    expect(server.requests.at(-1)?.body.input).toEqual([question]);
  });

  it('quotes by meaning the passage that words alone miss', async () => {
    const question = 'where hounds sleep';
    const quoted = (r: Reply) =>
      r.sources.some((x) => x.type === 'document') && r.message.includes(kennel.content);
    expect(quoted(await ask(wordsOnly, question))).toBe(false);
    expect(quoted(await ask(withModel, question))).toBe(true);
  });

  it('answers by words alone, never with an error, when the model fails or is too slow', async () => {
    for (const [failure, question] of [
      [{ status: 500 }, 'Is my quorgle allowed today?'],
      [{ status: undefined, delayMs: 3_000 }, 'Is my quorgle allowed inside?'],
    ] as const) {
      server.set(failure);
      const reply = await ask(withModel, question);
      const lexical = await ask(wordsOnly, question);
      expect(oneStep(reply, petIds.withModel)).toBe(false);
      const outcome = (r: Reply) => ({
        message: r.message,
        sources: r.sources.length,
        requires_clarification: r.requires_clarification,
        clarification_options: r.clarification_options,
      });
      expect(outcome(reply)).toEqual(outcome(lexical));
    }
    server.set({ delayMs: 0 });
  });

  it('changes nothing without EMBEDDINGS_BASE_URL: no jobs, no vectors', async () => {
    expect(await wordsOnly.database.db.$count(embeddings)).toBe(0);
    expect(await wordsOnly.database.db.$count(jobs, eq(jobs.type, SYNC_JOB))).toBe(0);
    expect(wordsOnly.services.chat).toBeDefined();
  });
});
