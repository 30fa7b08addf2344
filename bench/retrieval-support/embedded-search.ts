import type { VectorHits } from '../../apps/server/src/modules/answering/fuse-vector-hits.ts';
import type { KnowledgeFaq } from '../../apps/server/src/modules/answering/knowledge-types.ts';
import { embeddingSources } from '../../apps/server/src/modules/embeddings/embedding-sources.ts';
import { embeddingsParams } from '../../apps/server/src/modules/embeddings/embeddings-params.ts';
import { VectorIndex } from '../../apps/server/src/modules/embeddings/vector-index.ts';
import { OpenAiCompatibleEmbeddings } from '../../apps/server/src/providers/embeddings/openai-compatible-embeddings.ts';

/**
 * With EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL set, the bench measures the engine with that model: the FAQs'
 * texts (as the server embeds them) and every question are embedded once, and each question gets its nearest
 * FAQs as the chat would. Without them: no vector hits, the lexical engine alone.
 */
export async function embeddedSearch(
  faqs: KnowledgeFaq[],
  questions: string[],
): Promise<(question: string) => VectorHits | undefined> {
  const baseUrl = process.env.EMBEDDINGS_BASE_URL;
  const model = process.env.EMBEDDINGS_MODEL;
  if (!baseUrl || !model) return () => undefined;
  const provider = new OpenAiCompatibleEmbeddings({
    baseUrl,
    model,
    batchSize: embeddingsParams.batchSize,
    ...(process.env.EMBEDDINGS_API_KEY ? { apiKey: process.env.EMBEDDINGS_API_KEY } : {}),
  });
  const timeoutMs = embeddingsParams.requestTimeoutMs;
  const sources = embeddingSources(faqs, [], model).filter((s) => s.faqId);
  let started = performance.now();
  const vectors = await provider.embed(
    sources.map((s) => s.text),
    { timeoutMs },
  );
  const faqMs = performance.now() - started;
  const index = VectorIndex.build(
    sources.map((s, i) => ({ id: s.faqId ?? '', language: s.language, vector: vectors[i] ?? [] })),
  );
  const unique = [...new Set(questions)];
  started = performance.now();
  const asked = await provider.embed(unique, { timeoutMs });
  const questionMs = (performance.now() - started) / Math.max(1, unique.length);
  const nearest = new Map(unique.map((q, i) => [q, index.nearest(asked[i] ?? [], embeddingsParams.nearest)]));
  console.log(
    `embeddings: ${model}, ${index.dimension} dimensions; ${sources.length} FAQ texts in ${faqMs.toFixed(0)} ms, ` +
      `${questionMs.toFixed(1)} ms per question (batched)`,
  );
  // The support sets have no documents: only FAQs are found by meaning.
  return (question) => {
    const faqs = nearest.get(question);
    return faqs ? { faqs, passages: [] } : undefined;
  };
}
