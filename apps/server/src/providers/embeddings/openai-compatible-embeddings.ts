import { z } from 'zod';
import { EmbeddingsError, type EmbeddingsProvider } from './embeddings-provider.ts';

const responseSchema = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()).min(1) })),
});

/**
 * Client for the OpenAI embeddings API as served by Ollama, vLLM, llama.cpp server and OpenAI. Large inputs
 * are sent in batches of `batchSize` texts, one request at a time (a local model server computes them one
 * after another anyway); the timeout covers each request.
 */
export class OpenAiCompatibleEmbeddings implements EmbeddingsProvider {
  readonly model: string;
  private readonly fetch: typeof fetch;
  private readonly batchSize: number;

  constructor(
    private readonly options: {
      baseUrl: string;
      model: string;
      apiKey?: string;
      batchSize?: number;
      fetch?: typeof fetch;
    },
  ) {
    this.model = options.model;
    this.fetch = options.fetch ?? fetch;
    this.batchSize = options.batchSize ?? 32;
  }

  async embed(texts: string[], options: { timeoutMs: number; signal?: AbortSignal }): Promise<number[][]> {
    const vectors: number[][] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) {
      vectors.push(...(await this.request(texts.slice(i, i + this.batchSize), options)));
    }
    return vectors;
  }

  private async request(
    input: string[],
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<number[][]> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let body: unknown;
    try {
      const res = await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}/embeddings`, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.model, input }),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new EmbeddingsError(
          'http',
          `The embeddings model answered HTTP ${res.status}: ${detail}`,
          res.status,
        );
      }
      body = await res.json().catch((err: unknown) => {
        if (signal.aborted) throw err;
        throw new EmbeddingsError('invalid_response', 'The embeddings model sent a body that is not JSON');
      });
    } catch (err) {
      if (err instanceof EmbeddingsError) throw err;
      if (timeout.aborted)
        throw new EmbeddingsError('timeout', 'The embeddings model did not answer in time');
      throw new EmbeddingsError(
        'network',
        `Could not reach the embeddings model: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success || parsed.data.data.length !== input.length)
      throw new EmbeddingsError('invalid_response', 'The embeddings model sent an unexpected response');
    // Servers may answer out of order; `index` says which input each vector belongs to.
    const sorted = [...parsed.data.data].sort((a, b) => a.index - b.index);
    const dimension = sorted[0]?.embedding.length;
    if (sorted.some((d, i) => d.index !== i || d.embedding.length !== dimension))
      throw new EmbeddingsError('invalid_response', 'The embeddings model sent an unexpected response');
    return sorted.map((d) => d.embedding);
  }
}
