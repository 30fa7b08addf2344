import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmbeddingsServerBehaviour {
  /** Length of every vector. */
  dimension: number;
  /**
   * Words that mean the same to this "model" (each maps to a shared concept), so tests can show retrieval
   * by meaning where the words differ: { refund: 'money-back', reimbursed: 'money-back' }.
   */
  synonyms: Record<string, string>;
  /** Answer with this HTTP status (and an error body) instead of vectors. */
  status?: number;
  /** Fail this many of the next requests with HTTP 500, then answer normally. */
  failNext?: number;
  /** Wait this long before answering at all. */
  delayMs?: number;
}

export interface RecordedEmbeddingsRequest {
  headers: IncomingMessage['headers'];
  body: { model?: string; input?: string[] };
}

/** Deterministic "embedding": a hashed bag of words (synonyms folded together), unit length. */
export function hashedBagOfWords(text: string, behaviour: EmbeddingsServerBehaviour): number[] {
  const vector = new Array<number>(behaviour.dimension).fill(0);
  for (const word of text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? []) {
    const concept = behaviour.synonyms[word] ?? word;
    const slot = createHash('sha256').update(concept).digest().readUInt32BE(0) % behaviour.dimension;
    vector[slot] = (vector[slot] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}

/**
 * A real HTTP server speaking the OpenAI embeddings protocol, for testing Parley's embeddings client and
 * everything built on it: vectors are deterministic, failures and delays are scripted, requests recorded.
 */
export async function startEmbeddingsTestServer(initial: Partial<EmbeddingsServerBehaviour> = {}) {
  let behaviour: EmbeddingsServerBehaviour = { dimension: 64, synonyms: {}, ...initial };
  const requests: RecordedEmbeddingsRequest[] = [];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}') as RecordedEmbeddingsRequest['body'];
    requests.push({ headers: req.headers, body });
    if (req.url !== '/v1/embeddings') {
      res.writeHead(404).end();
      return;
    }
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (res.destroyed) return;
    const failing = (behaviour.failNext ?? 0) > 0;
    if (failing) behaviour.failNext = (behaviour.failNext ?? 0) - 1;
    if (behaviour.status || failing) {
      res
        .writeHead(behaviour.status ?? 500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    const input = body.input ?? [];
    // Reversed on purpose: clients must order vectors by `index`, not by position.
    const data = input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: hashedBagOfWords(text, behaviour),
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', model: body.model, data: data.reverse() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next: Partial<EmbeddingsServerBehaviour>) {
      behaviour = { ...behaviour, ...next };
    },
    /** The vector the server gives this text (for expectations). */
    vectorOf: (text: string) => hashedBagOfWords(text, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type EmbeddingsTestServer = Awaited<ReturnType<typeof startEmbeddingsTestServer>>;
