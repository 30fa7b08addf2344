import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddingsError } from './embeddings-provider.ts';
import { OpenAiCompatibleEmbeddings } from './openai-compatible-embeddings.ts';
import {
  type EmbeddingsTestServer,
  startEmbeddingsTestServer,
} from './openai-compatible-embeddings-test-server.ts';

describe('OpenAiCompatibleEmbeddings against an OpenAI-compatible test server', () => {
  let server: EmbeddingsTestServer;
  let provider: OpenAiCompatibleEmbeddings;
  beforeAll(async () => {
    server = await startEmbeddingsTestServer({ dimension: 16 });
    provider = new OpenAiCompatibleEmbeddings({
      baseUrl: server.baseUrl,
      model: 'test-embed',
      apiKey: 'sk-test',
      batchSize: 2,
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.set({ status: undefined, delayMs: 0, failNext: 0 });
    server.requests.length = 0;
  });

  it('sends the model, key and texts in batches, and returns one vector per text in order', async () => {
    const texts = ['where is my parcel', 'refund please', 'opening hours'];
    const vectors = await provider.embed(texts, { timeoutMs: 2000 });
    expect(vectors).toEqual(texts.map((t) => server.vectorOf(t)));
    expect(vectors[0]).toHaveLength(16);
    expect(server.requests.map((r) => r.body.input)).toEqual([texts.slice(0, 2), texts.slice(2)]);
    expect(server.requests[0]?.body.model).toBe('test-embed');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('reports an HTTP error, a timeout and an unreachable server as EmbeddingsError', async () => {
    server.set({ status: 500 });
    await expect(provider.embed(['x'], { timeoutMs: 2000 })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    server.set({ status: undefined, delayMs: 500 });
    await expect(provider.embed(['x'], { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
    const nowhere = new OpenAiCompatibleEmbeddings({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' });
    await expect(nowhere.embed(['x'], { timeoutMs: 2000 })).rejects.toBeInstanceOf(EmbeddingsError);
  });

  it('rejects a response that does not match the request', async () => {
    const wrong = async () =>
      new Response(JSON.stringify({ data: [{ index: 0, embedding: [1, 2] }] }), { status: 200 });
    const client = new OpenAiCompatibleEmbeddings({ baseUrl: 'http://x/v1', model: 'm', fetch: wrong });
    await expect(client.embed(['a', 'b'], { timeoutMs: 1000 })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
    const notJson = async () => new Response('{oops', { status: 200 });
    const broken = new OpenAiCompatibleEmbeddings({ baseUrl: 'http://x/v1', model: 'm', fetch: notJson });
    await expect(broken.embed(['a'], { timeoutMs: 1000 })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });
});
