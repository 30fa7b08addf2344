import type { ChatMessage, ChatReply, PublicSession } from '@parley/contract/chat';
import type { WidgetBranding } from '@parley/contract/widget-defaults';
import { SseParser } from './sse-parser.ts';

export interface PublicSettings {
  chatbot: {
    name: string;
    welcomeMessage: string;
    welcomeMessages: Record<string, string>;
    defaultLanguage: string;
    languages: { code: string; name: string }[];
  };
  /** Missing from settings cached by an older widget. */
  visitors?: { allowAnonymous: boolean };
  branding: WidgetBranding;
}

export class WidgetApiError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Codes for a visitor the host page did not (validly) identify while anonymous visitors are off. */
export const IDENTITY_CODES = ['identification_required', 'invalid_identity'];

export interface VisitorIdentity {
  userId: string;
  userHash: string;
}
let identity: VisitorIdentity | undefined;

/** The host page's signed user id (data-user-id / data-user-hash, or the parley:identify event). */
export function setVisitorIdentity(next: VisitorIdentity | undefined): void {
  identity = next;
}
export const hasVisitorIdentity = () => identity !== undefined;

const identityHeaders = (): Record<string, string> =>
  identity ? { 'x-parley-user-id': identity.userId, 'x-parley-user-hash': identity.userHash } : {};

type ErrorBody = { error?: { code?: string; message?: string } } | undefined;

async function call<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T> {
  const { json, ...rest } = init ?? {};
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...identityHeaders(),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new WidgetApiError(undefined, err instanceof Error ? err.message : 'network error');
  }
  if (res.status === 204) return undefined as T;
  const body = (await res.json().catch(() => undefined)) as ErrorBody;
  if (!res.ok)
    throw new WidgetApiError(res.status, body?.error?.message ?? res.statusText, body?.error?.code);
  return body as T;
}

export const fetchPublicSettings = () => call<PublicSettings>('/settings/public');

export const fetchCountry = () => call<{ country_code: string | null }>('/geo');

export function initSession(sessionId: string | null, language: string) {
  return call<{ session: PublicSession; messages: ChatMessage[]; restored: boolean }>('/chat/sessions', {
    method: 'POST',
    json: {
      ...(sessionId ? { session_id: sessionId } : {}),
      language,
      metadata: {
        user_agent: navigator.userAgent.slice(0, 500),
        language: navigator.language,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        platform:
          (navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform ??
          navigator.platform,
        screen_resolution: `${screen.width}x${screen.height}`,
        referrer: document.referrer || 'direct',
        initial_url: location.href.slice(0, 1000),
      },
    },
  });
}

/** Deletes the visitor's conversation on the server (the session and its messages). */
export const deleteConversation = (sessionId: string) =>
  call<void>(`/chat/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });

export interface ChatSendBody {
  message: string;
  session_id: string | null;
  language: string;
  conversation_history: {
    role: 'user' | 'assistant';
    content: string;
    timestamp: string;
    language: string;
  }[];
  attempt: number;
}

const STATUS_OF_CODE: Record<string, number> = {
  session_not_found: 404,
  invalid_language: 400,
  rate_limited: 429,
};

/**
 * Sends a message asking for a streamed reply: `onDelta` receives text as the server produces it, and the
 * promise resolves with the complete reply. Validation and rate-limit errors arrive before the stream starts.
 */
export async function streamChat(body: ChatSendBody, onDelta: (text: string) => void): Promise<ChatReply> {
  let res: Response;
  try {
    res = await fetch('/api/v1/chat', {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', ...identityHeaders() },
      body: JSON.stringify({ ...body, session_id: body.session_id ?? undefined, stream: true }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (err) {
    throw new WidgetApiError(undefined, err instanceof Error ? err.message : 'network error');
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => undefined)) as ErrorBody;
    throw new WidgetApiError(res.status, data?.error?.message ?? res.statusText, data?.error?.code);
  }
  const parser = new SseParser();
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (err) {
      throw new WidgetApiError(undefined, err instanceof Error ? err.message : 'connection lost');
    }
    if (chunk.done) break;
    for (const event of parser.push(decoder.decode(chunk.value, { stream: true }))) {
      const data = JSON.parse(event.data) as {
        text?: string;
        error?: { code: string; message: string };
      } & ChatReply;
      if (event.event === 'delta' && typeof data.text === 'string') onDelta(data.text);
      else if (event.event === 'done') return data;
      else if (event.event === 'error')
        throw new WidgetApiError(STATUS_OF_CODE[data.error?.code ?? ''] ?? 500, data.error?.message ?? '');
    }
  }
  throw new WidgetApiError(undefined, 'the reply ended early');
}

/** Fire-and-forget activity ping; keepalive lets it finish while the page unloads. */
export function recordActivity(
  sessionId: string,
  type: 'message' | 'page_unload' | 'page_visible',
  language: string,
) {
  void fetch(`/api/v1/chat/sessions/${encodeURIComponent(sessionId)}/activity`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...identityHeaders() },
    body: JSON.stringify({ type, language }),
  }).catch(() => {});
}
