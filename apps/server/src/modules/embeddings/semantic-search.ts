import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { EmbeddingsProvider } from '../../providers/embeddings/embeddings-provider.ts';
import type { VectorHits } from '../answering/fuse-vector-hits.ts';
import { embeddingsParams } from './embeddings-params.ts';
import { loadVectors } from './embeddings-repository.ts';
import { VectorIndex } from './vector-index.ts';

interface Indexes {
  faqs: VectorIndex;
  passages: VectorIndex;
}

/**
 * The question's nearest FAQs and passages by meaning, for the chat. Vectors are reloaded from the database whenever the
 * knowledge version changes (the embeddings job bumps it after storing, so every instance follows through
 * the knowledge version polling). Never throws: a failing or slow model gives `undefined` within the time
 * budget, and the reply is the lexical one.
 */
export class SemanticSearch {
  private loaded: { version: string; index: Indexes } | undefined;
  private loading: { version: string; promise: Promise<Indexes> } | undefined;

  constructor(private readonly deps: { db: Db; provider: EmbeddingsProvider; log?: Logger }) {}

  async nearest(
    question: string,
    knowledgeVersion: string,
    budgetMs: number,
  ): Promise<VectorHits | undefined> {
    const budget = Math.min(budgetMs, embeddingsParams.queryBudgetMs);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        this.deps.log?.warn(
          { budgetMs: budget },
          'the embeddings model was too slow; answering by words only',
        );
        resolve(undefined);
      }, budget);
    });
    const search = (async () => {
      const [index, vectors] = await Promise.all([
        this.indexFor(knowledgeVersion),
        this.deps.provider.embed([question], { timeoutMs: budget }),
      ]);
      const vector = vectors[0];
      if (!vector) return undefined;
      return {
        faqs: index.faqs.nearest(vector, embeddingsParams.nearest),
        passages: index.passages.nearest(vector, embeddingsParams.nearest),
      };
    })().catch((err: unknown) => {
      this.deps.log?.warn({ err }, 'embedding the question failed; answering by words only');
      return undefined;
    });
    try {
      return await Promise.race([search, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The vectors of this knowledge version; one load at a time, shared by concurrent questions. */
  async indexFor(version: string): Promise<Indexes> {
    if (this.loaded?.version === version) return this.loaded.index;
    if (this.loading?.version !== version) {
      const promise = loadVectors(this.deps.db, this.deps.provider.model).then((rows) => {
        const index = { faqs: VectorIndex.build(rows.faqs), passages: VectorIndex.build(rows.passages) };
        if (this.loading?.promise === promise) {
          this.loaded = { version, index };
          this.loading = undefined;
        }
        return index;
      });
      promise.catch(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
      this.loading = { version, promise };
    }
    return this.loading.promise;
  }
}
