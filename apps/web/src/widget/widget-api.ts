import type { ChatMessage, ChatReply, PublicSession } from '../../../../packages/contract/src/chat.ts';

export interface PublicSettings {
  chatbot: {
    name: string;
    welcomeMessage: string;
    defaultLanguage: string;
    languages: { code: string; name: string }[];
  };
}

export class WidgetApiError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T> {
  const { json, ...rest } = init ?? {};
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new WidgetApiError(undefined, err instanceof Error ? err.message : 'network error');
  }
  const body = (await res.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
  if (!res.ok) throw new WidgetApiError(res.status, body?.error?.message ?? res.statusText);
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

export function sendChat(body: {
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
}) {
  return call<ChatReply>('/chat', {
    method: 'POST',
    json: { ...body, session_id: body.session_id ?? undefined },
  });
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
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, language }),
  }).catch(() => {});
}
