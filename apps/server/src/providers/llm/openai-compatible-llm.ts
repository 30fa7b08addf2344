import { z } from 'zod';
import { LlmError, type LlmProvider, type LlmRequest } from './llm-provider.ts';

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});
const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).partial() })),
});

/**
 * Client for the OpenAI chat-completions API as served by Ollama, vLLM, llama.cpp server and OpenAI.
 * The timeout covers the whole request, streaming included.
 */
export class OpenAiCompatibleLlm implements LlmProvider {
  readonly model: string;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly options: { baseUrl: string; model: string; apiKey?: string; fetch?: typeof fetch },
  ) {
    this.model = options.model;
    this.fetch = options.fetch ?? fetch;
  }

  private async post(req: LlmRequest, stream: boolean): Promise<{ res: Response; signal: AbortSignal }> {
    const timeout = AbortSignal.timeout(req.timeoutMs);
    const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
    let res: Response;
    try {
      res = await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.model,
          messages: req.messages,
          temperature: req.temperature,
          presence_penalty: req.presencePenalty,
          frequency_penalty: req.frequencyPenalty,
          max_tokens: req.maxTokens,
          stream,
        }),
      });
    } catch (err) {
      throw this.failure(err, timeout);
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new LlmError('http', `The language model answered HTTP ${res.status}: ${detail}`, res.status);
    }
    return { res, signal: timeout };
  }

  private failure(err: unknown, timeout: AbortSignal): LlmError {
    if (err instanceof LlmError) return err;
    if (timeout.aborted) return new LlmError('timeout', 'The language model did not answer in time');
    return new LlmError(
      'network',
      `Could not reach the language model: ${err instanceof Error ? err.message : String(err)}`,
    );
  }

  async complete(req: LlmRequest): Promise<string> {
    const { res, signal } = await this.post(req, false);
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      if (signal.aborted) throw this.failure(err, signal);
      throw new LlmError('invalid_response', 'The language model sent a body that is not JSON');
    }
    const parsed = completionSchema.safeParse(body);
    if (!parsed.success)
      throw new LlmError('invalid_response', 'The language model sent an unexpected response');
    return parsed.data.choices[0]?.message.content ?? '';
  }

  async *stream(req: LlmRequest): AsyncIterable<string> {
    const { res, signal } = await this.post(req, true);
    if (!res.body) throw new LlmError('invalid_response', 'The language model sent no body');
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        // Server-sent events: complete lines only; a chunk may end in the middle of one.
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          let json: unknown;
          try {
            json = JSON.parse(data);
          } catch {
            throw new LlmError('invalid_response', 'The language model sent a malformed stream event');
          }
          const parsed = chunkSchema.safeParse(json);
          if (!parsed.success)
            throw new LlmError('invalid_response', 'The language model sent an unexpected stream event');
          const text = parsed.data.choices[0]?.delta.content;
          if (text) yield text;
        }
      }
    } catch (err) {
      throw this.failure(err, signal);
    }
  }
}
