import { z } from 'zod';
import paramsJson from '../../data/embeddings-params.json' with { type: 'json' };

/** How Parley uses an embeddings model; data, so a deployment's measurements can change it (docs/providers.md). */
export const embeddingsParamsSchema = z
  .object({
    /** Texts per request to the model when FAQs and passages are embedded in the background. */
    batchSize: z.number().int().min(1).max(2048),
    /** One background request may take this long (a CPU-only model server is slow on a full batch). */
    requestTimeoutMs: z.number().int().positive(),
    /** A visitor's question is embedded within min(this, the chatbot's maximum response time). */
    queryBudgetMs: z.number().int().positive(),
    /** FAQs taken from the vector side into the fusion. */
    nearest: z.number().int().min(1).max(50),
    /** Reciprocal rank fusion constant: a FAQ's fused rank is the sum of 1 / (rrfK + rank) over both lists. */
    rrfK: z.number().positive(),
    /** Cosine similarity mapped to the engine's 0..1 confidence: at or below the floor 0 (ignored), ... */
    similarityFloor: z.number().min(-1).max(1),
    /** ... at or above the ceiling 1, linear in between. Both depend on the model (docs/providers.md). */
    similarityCeiling: z.number().min(-1).max(1),
  })
  .refine((p) => p.similarityCeiling > p.similarityFloor, 'similarityCeiling must exceed similarityFloor');

export type EmbeddingsParams = z.infer<typeof embeddingsParamsSchema>;

export const embeddingsParams: EmbeddingsParams = embeddingsParamsSchema.parse(paramsJson);
