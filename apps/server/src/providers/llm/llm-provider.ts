export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmRequest {
  messages: LlmMessage[];
  temperature: number;
  presencePenalty: number;
  frequencyPenalty: number;
  maxTokens: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** A chat-completion model. Parley ships one implementation: any OpenAI-compatible server. */
export interface LlmProvider {
  readonly model: string;
  complete(req: LlmRequest): Promise<string>;
  /** Yields the reply as text deltas. */
  stream(req: LlmRequest): AsyncIterable<string>;
}

export class LlmError extends Error {
  constructor(
    readonly kind: 'timeout' | 'http' | 'network' | 'invalid_response',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
