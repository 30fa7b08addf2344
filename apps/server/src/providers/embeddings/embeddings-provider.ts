/** A text-embeddings model. Parley ships one implementation: any OpenAI-compatible `/v1/embeddings` server. */
export interface EmbeddingsProvider {
  readonly model: string;
  /**
   * One vector per text, in order. The dimension is whatever the model returns; callers never assume one.
   * Throws EmbeddingsError on failure or when `timeoutMs` passes.
   */
  embed(texts: string[], options: { timeoutMs: number; signal?: AbortSignal }): Promise<number[][]>;
}

export class EmbeddingsError extends Error {
  constructor(
    readonly kind: 'timeout' | 'http' | 'network' | 'invalid_response',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'EmbeddingsError';
  }
}
