import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { documentChunks, documents, embeddings, faqs, faqTranslations, jobs } from '../../db/schema.ts';
import { describeEachDatabase, openTestDatabase } from '../../db/test-database.ts';
import { OpenAiCompatibleEmbeddings } from '../../providers/embeddings/openai-compatible-embeddings.ts';
import {
  type EmbeddingsTestServer,
  startEmbeddingsTestServer,
} from '../../providers/embeddings/openai-compatible-embeddings-test-server.ts';
import { JobQueue } from '../../providers/queue/job-queue.ts';
import { insertFaqs, shopFaqs } from '../../test-fixtures.ts';
import { EmbeddingsSync, SYNC_JOB } from './embeddings-sync.ts';
import { SemanticSearch } from './semantic-search.ts';

describeEachDatabase('embeddings job', (kind) => {
  let database: Database;
  let server: EmbeddingsTestServer;
  let queue: JobQueue;
  let sync: EmbeddingsSync;
  let stored = 0;
  const provider = () => new OpenAiCompatibleEmbeddings({ baseUrl: server.baseUrl, model: 'test-embed' });
  const rows = () => database.db.select().from(embeddings);
  const inputs = () => server.requests.flatMap((r) => r.body.input ?? []);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startEmbeddingsTestServer({ dimension: 24 });
  });
  afterAll(async () => {
    await database.close();
    await server.close();
  });
  beforeEach(async () => {
    await database.db.delete(faqs);
    await database.db.delete(documents);
    await database.db.delete(jobs);
    server.requests.length = 0;
    server.set({ failNext: 0, status: undefined });
    stored = 0;
    queue = new JobQueue(database.db, { backoffMs: () => 0 });
    sync = new EmbeddingsSync({
      db: database.db,
      provider: provider(),
      jobs: queue,
      onStored: async () => {
        stored++;
      },
    });
  });

  it('embeds every FAQ version (question with aliases, answer) and processed passages, in batches', async () => {
    const [shipping] = await insertFaqs(database.db, shopFaqs);
    await database.db.insert(documents).values([
      { id: 'd1', name: 'Guide', fileType: 'txt', status: 'processed' },
      { id: 'd2', name: 'Draft', fileType: 'txt', status: 'processing' },
    ]);
    await database.db.insert(documentChunks).values([
      { id: 'c1', documentId: 'd1', position: 0, title: 'Guide', content: 'Parcels travel by courier.' },
      { id: 'c2', documentId: 'd2', position: 0, title: 'Draft', content: 'Not ready yet.' },
    ]);
    await sync.schedule();
    await sync.schedule(); // one waiting run is enough
    expect(await database.db.select().from(jobs)).toHaveLength(1);
    expect(await queue.runOnce()).toBe(true);

    const all = await rows();
    // 3 FAQs: shipping (en, es, zh), returns (en, es), payment (en): 6 versions x 2 texts, plus 1 passage.
    expect(all).toHaveLength(13);
    expect(all.every((r) => r.vector.length === 24 && r.model === 'test-embed')).toBe(true);
    const question = all.find((r) => r.key === `faq:${shipping}:en:question`);
    const expected = server.vectorOf(
      'How long does shipping take?\ndelivery time\nwhen will my order arrive',
    );
    question?.vector.forEach((x, i) => {
      expect(x).toBeCloseTo(expected[i] ?? 0, 5);
    });
    expect(all.find((r) => r.key === 'chunk:c1')?.chunkId).toBe('c1');
    expect(all.some((r) => r.key === 'chunk:c2')).toBe(false);
    expect(server.requests).toHaveLength(1); // 13 texts fit one batch of 32
    expect(stored).toBe(1);
  });

  it('embeds again only what changed, and nothing when nothing did', async () => {
    const [shipping] = await insertFaqs(database.db, shopFaqs);
    await sync.run();
    server.requests.length = 0;
    expect(await sync.run()).toEqual({ embedded: 0, deleted: 0 });
    expect(server.requests).toHaveLength(0);

    await database.db
      .update(faqTranslations)
      .set({ answer: 'La entrega tarda 2 días.' })
      .where(eq(faqTranslations.language, 'es'));
    await database.db
      .update(faqs)
      .set({ aliases: ['delivery time'] })
      .where(eq(faqs.id, shipping ?? ''));
    expect(await sync.run()).toEqual({ embedded: 3, deleted: 0 });
    expect(inputs().sort()).toEqual(
      [
        'How long does shipping take?\ndelivery time',
        'La entrega tarda 2 días.',
        'La entrega tarda 2 días.',
      ].sort(),
    );
    const changed = (await rows()).find((r) => r.key === `faq:${shipping}:es:answer`);
    expect(changed?.vector.map((x) => Number(x.toFixed(5)))).toEqual(
      server.vectorOf('La entrega tarda 2 días.').map((x) => Number(x.toFixed(5))),
    );
  });

  it('deletes vectors with their FAQ, translation, deactivated FAQ or document', async () => {
    const [shipping, returns, payment] = await insertFaqs(database.db, shopFaqs);
    await database.db
      .insert(documents)
      .values({ id: 'd1', name: 'Guide', fileType: 'txt', status: 'processed' });
    await database.db
      .insert(documentChunks)
      .values({ id: 'c1', documentId: 'd1', position: 0, title: 'Guide', content: 'Courier.' });
    await sync.run();
    expect(await rows()).toHaveLength(13);

    // Deleting rows cascades at once; what only stops being knowledge goes on the next run.
    await database.db.delete(faqs).where(eq(faqs.id, shipping ?? ''));
    await database.db.delete(documents).where(eq(documents.id, 'd1'));
    expect(await rows()).toHaveLength(6);
    await database.db.delete(faqTranslations).where(eq(faqTranslations.faqId, returns ?? ''));
    await database.db
      .update(faqs)
      .set({ status: 'inactive' })
      .where(eq(faqs.id, payment ?? ''));
    expect(await sync.run()).toEqual({ embedded: 0, deleted: 4 });
    expect((await rows()).map((r) => r.key).sort()).toEqual([
      `faq:${returns}:en:answer`,
      `faq:${returns}:en:question`,
    ]);
  });

  it('retries when the model fails, keeping the batches already stored', async () => {
    await insertFaqs(database.db, shopFaqs);
    server.set({ failNext: 1 });
    await sync.schedule();
    expect(await queue.runOnce()).toBe(true);
    expect(await rows()).toHaveLength(0);
    const [retrying] = await database.db.select().from(jobs).where(eq(jobs.type, SYNC_JOB));
    expect(retrying?.status).toBe('queued');
    expect(retrying?.lastError).toMatch(/HTTP 500/);
    expect(await queue.runOnce()).toBe(true);
    expect(await rows()).toHaveLength(12);
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });

  it('finds the nearest FAQs by cosine over the stored vectors of the knowledge version', async () => {
    const [shipping, returns] = await insertFaqs(database.db, shopFaqs);
    await sync.run();
    const search = new SemanticSearch({ db: database.db, provider: provider() });
    const hits = (await search.nearest('How long does shipping take?', 'v1', 2000))?.faqs;
    expect(hits?.[0]).toMatchObject({ id: shipping, language: 'en' });
    expect(hits?.[0]?.similarity).toBeGreaterThan(0.6);

    // Vectors stored later are seen with the next knowledge version, not before.
    await database.db.delete(embeddings).where(eq(embeddings.faqId, shipping ?? ''));
    const nearestFaq = async (version: string) =>
      (await search.nearest('How long does shipping take?', version, 2000))?.faqs[0]?.id;
    expect(await nearestFaq('v1')).toBe(shipping);
    expect(await nearestFaq('v2')).not.toBe(shipping);
    expect(returns).toBeDefined();
  });
});
