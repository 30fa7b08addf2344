import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServerBehaviour {
  reply: string;
  /** Replies for the next requests, one each, before `reply` is used again. */
  replies?: string[];
  /** Split the streamed reply into chunks of this many characters, each sent after `chunkDelayMs`. */
  chunkSize: number;
  chunkDelayMs: number;
  /** Answer with this HTTP status (and an error body) instead of a completion. */
  status?: number;
  /** Wait this long before answering at all. */
  delayMs?: number;
  /** Send a body that is not JSON. */
  malformed?: boolean;
}

export interface RecordedRequest {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (JSON and Server-Sent Events), for
 * testing Parley's LLM client: its behaviour is scripted and it records every request it receives.
 */
export async function startOpenAiCompatibleTestServer(initial: Partial<TestServerBehaviour> = {}) {
  let behaviour: TestServerBehaviour = {
    reply: 'Hello from the test model.',
    chunkSize: 5,
    chunkDelayMs: 0,
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    requests.push({ headers: req.headers, body });
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const reply = behaviour.replies?.shift() ?? behaviour.reply;
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (res.destroyed) return;
    if (behaviour.status) {
      res
        .writeHead(behaviour.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    if (behaviour.malformed) {
      res.writeHead(200, { 'content-type': body.stream ? 'text/event-stream' : 'application/json' });
      res.end(body.stream ? 'data: {not json\n\n' : '{not json');
      return;
    }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply } }] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let i = 0; i < reply.length; i += behaviour.chunkSize) {
      const event = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: reply.slice(i, i + behaviour.chunkSize) } }] })}\n\n`;
      // Write each event in two pieces so clients must handle lines split across chunks.
      const cut = Math.floor(event.length / 2);
      res.write(event.slice(0, cut));
      if (behaviour.chunkDelayMs) await sleep(behaviour.chunkDelayMs);
      res.write(event.slice(cut));
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    set(next: Partial<TestServerBehaviour>) {
      behaviour = { ...behaviour, ...next };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
