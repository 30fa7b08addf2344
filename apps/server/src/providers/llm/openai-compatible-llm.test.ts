import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LlmError, type LlmRequest } from './llm-provider.ts';
import { OpenAiCompatibleLlm } from './openai-compatible-llm.ts';
import { startOpenAiCompatibleTestServer } from './openai-compatible-test-server.ts';
import { translateTexts } from './translate-with-llm.ts';

const request: LlmRequest = {
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'Hi' },
  ],
  temperature: 0.7,
  presencePenalty: 0.6,
  frequencyPenalty: 0.3,
  maxTokens: 2000,
  timeoutMs: 2000,
};

describe('OpenAiCompatibleLlm against an OpenAI-compatible test server', () => {
  let server: Awaited<ReturnType<typeof startOpenAiCompatibleTestServer>>;
  let llm: OpenAiCompatibleLlm;
  beforeAll(async () => {
    server = await startOpenAiCompatibleTestServer();
    llm = new OpenAiCompatibleLlm({ baseUrl: server.baseUrl, model: 'test-model', apiKey: 'sk-test' });
  });
  afterAll(() => server.close());
  beforeEach(() =>
    server.set({
      reply: 'Hello from the test model.',
      status: undefined,
      delayMs: 0,
      malformed: false,
      chunkDelayMs: 0,
    }),
  );

  it('sends the model, prompt, sampling settings and key, and reads the reply', async () => {
    expect(await llm.complete(request)).toBe('Hello from the test model.');
    const last = server.requests.at(-1);
    expect(last?.headers.authorization).toBe('Bearer sk-test');
    expect(last?.body).toMatchObject({
      model: 'test-model',
      messages: request.messages,
      temperature: 0.7,
      presence_penalty: 0.6,
      frequency_penalty: 0.3,
      max_tokens: 2000,
      stream: false,
    });
  });

  it('streams deltas that add up to the reply, even with events split across chunks', async () => {
    server.set({ reply: 'Streaming works across split chunks.', chunkSize: 3, chunkDelayMs: 2 });
    const deltas: string[] = [];
    for await (const d of llm.stream(request)) deltas.push(d);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe('Streaming works across split chunks.');
  });

  it('reports HTTP errors, timeouts and malformed bodies as LlmError kinds', async () => {
    server.set({ status: 500 });
    await expect(llm.complete(request)).rejects.toMatchObject({ kind: 'http', status: 500 });
    server.set({ status: undefined, delayMs: 1000 });
    await expect(llm.complete({ ...request, timeoutMs: 100 })).rejects.toMatchObject({ kind: 'timeout' });
    server.set({ delayMs: 0, malformed: true });
    await expect(llm.complete(request)).rejects.toBeInstanceOf(LlmError);
    await expect(llm.complete(request)).rejects.toMatchObject({ kind: 'invalid_response' });
    const drain = async () => {
      for await (const _ of llm.stream(request)) {
        // consume
      }
    };
    await expect(drain()).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('reports an unreachable server as a network error', async () => {
    const offline = new OpenAiCompatibleLlm({ baseUrl: 'http://127.0.0.1:1/v1', model: 'x' });
    await expect(offline.complete(request)).rejects.toMatchObject({ kind: 'network' });
  });

  it('translates a batch and falls back to the originals on any failure', async () => {
    server.set({ reply: 'Sure: ["Hola", "Adiós"]' });
    expect(await translateTexts(llm, ['Hello', 'Goodbye'], 'en', 'es')).toEqual(['Hola', 'Adiós']);
    server.set({ reply: '["only one"]' });
    expect(await translateTexts(llm, ['Hello', 'Goodbye'], 'en', 'es')).toEqual(['Hello', 'Goodbye']);
    server.set({ status: 503 });
    expect(await translateTexts(llm, ['Hello'], 'en', 'fr')).toEqual(['Hello']);
  });
});
