import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { OpenAiCompatibleEmbeddings } from '../../providers/embeddings/openai-compatible-embeddings.ts';
import type { JobQueue } from '../../providers/queue/job-queue.ts';
import type { KnowledgeService } from '../knowledge/knowledge-service.ts';
import { embeddingsParams } from './embeddings-params.ts';
import { EmbeddingsSync } from './embeddings-sync.ts';
import { SemanticSearch } from './semantic-search.ts';

/**
 * With EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL set: the background job that embeds the knowledge base
 * (at start-up and after every change) and the search the chat uses. Without them: nothing, and replies
 * are exactly the lexical engine's.
 */
export function setUpEmbeddings(
  config: Config,
  deps: { db: Db; jobs: JobQueue; knowledge: KnowledgeService; log: Logger },
): { semantic: SemanticSearch; sync: EmbeddingsSync } | undefined {
  if (!config.EMBEDDINGS_BASE_URL || !config.EMBEDDINGS_MODEL) return undefined;
  const provider = new OpenAiCompatibleEmbeddings({
    baseUrl: config.EMBEDDINGS_BASE_URL,
    model: config.EMBEDDINGS_MODEL,
    batchSize: embeddingsParams.batchSize,
    ...(config.EMBEDDINGS_API_KEY ? { apiKey: config.EMBEDDINGS_API_KEY } : {}),
  });
  const sync = new EmbeddingsSync({
    db: deps.db,
    provider,
    jobs: deps.jobs,
    onStored: () => deps.knowledge.changed('replies'),
    log: deps.log,
  });
  const schedule = () =>
    sync.schedule().catch((err: unknown) => deps.log.warn({ err }, 'scheduling embeddings failed'));
  deps.knowledge.onChanged(() => void schedule());
  void schedule();
  return { semantic: new SemanticSearch({ db: deps.db, provider, log: deps.log }), sync };
}
