import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { EmbeddingsProvider } from '../../providers/embeddings/embeddings-provider.ts';
import type { JobQueue } from '../../providers/queue/job-queue.ts';
import { loadActiveFaqs, loadProcessedChunks } from '../knowledge/knowledge-repository.ts';
import { embeddingSources } from './embedding-sources.ts';
import { embeddingsParams } from './embeddings-params.ts';
import { deleteEmbeddings, saveEmbeddings, storedHashes } from './embeddings-repository.ts';

export const SYNC_JOB = 'embeddings.sync';

/**
 * Brings the stored vectors in line with the knowledge base: texts that are new or changed (content hash)
 * are embedded in batches, vectors whose FAQ version or passage is gone are deleted. Idempotent, so a
 * retried or repeated run only finishes what is left.
 */
export class EmbeddingsSync {
  constructor(
    private readonly deps: {
      db: Db;
      provider: EmbeddingsProvider;
      jobs: JobQueue;
      /** Called when vectors changed, so every instance reloads them with the next knowledge version. */
      onStored: () => Promise<void>;
      log?: Logger;
    },
  ) {
    deps.jobs.define(SYNC_JOB, {
      payload: z.object({}),
      // A model server that is down for a while is tried again (5 s, 20 s, 80 s, 5 min) before giving up;
      // the next knowledge change or restart schedules a new run.
      maxAttempts: 5,
      run: async () => {
        await this.run();
      },
      onFailed: async (_payload, error) => {
        deps.log?.error({ err: error }, 'embedding the knowledge base failed; replies use words only');
      },
    });
  }

  /** Schedules a run unless one is already waiting (a waiting run will see this change too). */
  async schedule(): Promise<void> {
    const waiting = await this.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, SYNC_JOB), eq(jobs.status, 'queued')))
      .limit(1);
    if (waiting.length === 0) await this.deps.jobs.enqueue(SYNC_JOB, {});
  }

  async run(): Promise<{ embedded: number; deleted: number }> {
    const { db, provider } = this.deps;
    const [faqs, chunks, stored] = await Promise.all([
      loadActiveFaqs(db),
      loadProcessedChunks(db),
      storedHashes(db),
    ]);
    const sources = embeddingSources(faqs, chunks, provider.model);
    const wanted = new Set(sources.map((s) => s.key));
    const gone = [...stored.keys()].filter((key) => !wanted.has(key));
    const todo = sources.filter((s) => stored.get(s.key) !== s.contentHash);
    await deleteEmbeddings(db, gone);
    // Each batch is stored as soon as it is embedded: a failure later on keeps the work already done.
    for (let i = 0; i < todo.length; i += embeddingsParams.batchSize) {
      const batch = todo.slice(i, i + embeddingsParams.batchSize);
      const vectors = await provider.embed(
        batch.map((s) => s.text),
        { timeoutMs: embeddingsParams.requestTimeoutMs },
      );
      await saveEmbeddings(
        db,
        provider.model,
        batch.map((source, j) => ({ source, vector: vectors[j] ?? [] })),
      );
    }
    if (todo.length > 0 || gone.length > 0) {
      this.deps.log?.info({ embedded: todo.length, deleted: gone.length }, 'embeddings updated');
      await this.deps.onStored();
    }
    return { embedded: todo.length, deleted: gone.length };
  }
}
