import { type FormEvent, Fragment, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../../packages/contract/src/chat.ts';
import { NATIVE_LANGUAGE_NAMES, RTL_LANGUAGES } from '../../../../packages/contract/src/languages.ts';
import type { WidgetState } from '../embed/embed-messages.ts';
import { accentStyle, type BrandingOverrides, resolveBranding } from './branding.ts';
import { ConversationDelete } from './conversation-delete.tsx';
import { chooseInitialLanguage } from './initial-language.ts';
import { MessageBubble } from './message-view.tsx';
import { sendWithRetry } from './send-with-retry.ts';
import { useConnection } from './use-connection.ts';
import { welcomeText } from './welcome.ts';
import {
  deleteConversation,
  fetchCountry,
  fetchPublicSettings,
  hasVisitorIdentity,
  IDENTITY_CODES,
  initSession,
  type PublicSettings,
  recordActivity,
  setVisitorIdentity,
  streamChat,
  WidgetApiError,
} from './widget-api.ts';
import { cleanCache, dropCache, KEYS, readCache, widgetStorage, writeCache } from './widget-storage.ts';
import { widgetTexts } from './widget-texts.ts';

type View = 'collapsed' | 'expanded';

const store = widgetStorage();
const HISTORY_CACHE = 'history';
const SETTINGS_CACHE = 'settings';
const CACHE_TTL_MS = 30 * 60_000;
const CLEANUP_EVERY_MS = 5 * 60_000;
const SETTINGS_RELOAD_MS = 15 * 60_000;
const CONTEXT_MESSAGES = 10;

/** The server refused an unidentified visitor (anonymous visitors are off). */
const isRefusal = (err: unknown) => err instanceof WidgetApiError && IDENTITY_CODES.includes(err.code ?? '');

const localMessage = (role: 'user' | 'assistant', content: string, language: string): ChatMessage => ({
  id: `local-${crypto.randomUUID()}`,
  role,
  content,
  timestamp: new Date().toISOString(),
  language,
  requires_clarification: false,
  clarification_options: [],
  sources: [],
  metadata: { is_clarification: false },
});

/**
 * The visitor's chat: collapsed bar, expanded and enlarged panel, language selector, history,
 * clarification buttons and retried sending, as the spec describes.
 */
/**
 * `embedded`: the widget fills an iframe that the embed loader sizes; it reports its state instead.
 * `branding`: the embed's per-site overrides of the settings' name, avatar initial, accent and position.
 */
export function ChatWidget({
  embedded = false,
  onStateChange,
  branding: overrides,
}: {
  embedded?: boolean;
  onStateChange?: (state: WidgetState) => void;
  branding?: BrandingOverrides;
} = {}) {
  const [view, setView] = useState<View>('collapsed');
  const [enlarged, setEnlarged] = useState(false);
  const [settings, setSettings] = useState<PublicSettings | undefined>(() =>
    readCache(store, SETTINGS_CACHE),
  );
  // A language the visitor picked in the widget outlasts later choices on the site.
  const [language, setLanguage] = useState(
    () => store.getItem(KEYS.pickedLanguage) ?? store.getItem(KEYS.language) ?? 'en',
  );
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // The reply as it streams in; replaced by the stored message once complete.
  const [streamed, setStreamed] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loaded, setLoaded] = useState(false);
  // Anonymous visitors off: without a valid identity from the host page the input gives way to a message.
  const [identified, setIdentified] = useState(hasVisitorIdentity);
  const [refused, setRefused] = useState(false);
  const signInRequired = refused || (settings?.visitors?.allowAnonymous === false && !identified);
  const [notice, setNotice] = useState<string | undefined>();
  // The message a failed send was for, offered again with a Retry button.
  const [failed, setFailed] = useState<{ id: string; text: string } | undefined>();
  // Where the notice that an idle conversation ended goes: before this message id, or (null) at the top.
  const [endedBefore, setEndedBefore] = useState<string | null | undefined>();
  const { connection, lost } = useConnection(fetchPublicSettings);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const t = widgetTexts(language);
  const brand = resolveBranding(settings && { ...settings.chatbot, branding: settings.branding }, overrides);
  const name = brand.name;
  // Shown while the history is empty, so it follows the widget's language.
  const [welcomeId] = useState(() => `local-${crypto.randomUUID()}`);
  const welcome = {
    ...localMessage('assistant', welcomeText(settings?.chatbot, language), language),
    id: welcomeId,
  };

  // Settings: cached 30 minutes, reloaded every 15 so name, welcome message and languages follow the admin.
  useEffect(() => {
    const load = () =>
      fetchPublicSettings()
        .then((s) => {
          setSettings(s);
          writeCache(store, SETTINGS_CACHE, s, CACHE_TTL_MS);
        })
        .catch(() => {});
    void load();
    const reload = setInterval(load, SETTINGS_RELOAD_MS);
    const cleanup = setInterval(() => cleanCache(store), CLEANUP_EVERY_MS);
    cleanCache(store);
    return () => {
      clearInterval(reload);
      clearInterval(cleanup);
    };
  }, []);

  // First language: stored choice, else region, else browser, else default (only configured languages).
  useEffect(() => {
    if (!settings || store.getItem(KEYS.language)) return;
    const configured = settings.chatbot.languages.map((l) => l.code);
    void fetchCountry()
      .catch(() => ({ country_code: null }))
      .then(({ country_code }) => {
        // The visitor may have picked a language (here or on the site) while the lookup ran; that choice wins.
        const chosen = chooseInitialLanguage({
          stored: store.getItem(KEYS.language),
          countryCode: country_code,
          browserLanguages: navigator.languages ?? [],
          configured,
          defaultLanguage: settings.chatbot.defaultLanguage,
        });
        setLanguage(chosen);
        store.setItem(KEYS.language, chosen);
      });
  }, [settings]);

  // The site's language selector sets the widget's language too, unless the visitor picked one in the widget.
  useEffect(() => {
    const onSiteLanguage = (e: Event) => {
      const code = (e as CustomEvent<string>).detail;
      if (store.getItem(KEYS.pickedLanguage) || !settings?.chatbot.languages.some((l) => l.code === code))
        return;
      setLanguage(code);
    };
    window.addEventListener('parley:site-language', onSiteLanguage);
    return () => window.removeEventListener('parley:site-language', onSiteLanguage);
  }, [settings]);

  const loadHistory = useCallback(async () => {
    if (signInRequired) {
      setLoaded(true);
      return;
    }
    const storedId = store.getItem(KEYS.sessionId);
    const cached = readCache<ChatMessage[]>(store, HISTORY_CACHE);
    if (cached?.length) setMessages(cached);
    try {
      const result = await initSession(storedId, language);
      if (!result.restored) dropCache(store, HISTORY_CACHE);
      // A stored session that could not be resumed went idle (or was closed): say so instead of vanishing.
      if (storedId && !result.restored) setEndedBefore(null);
      store.setItem(KEYS.sessionId, result.session.id);
      if (!store.getItem(KEYS.userId)) store.setItem(KEYS.userId, 'anonymous');
      setMessages(result.messages);
      setError(undefined);
    } catch (err) {
      if (err instanceof WidgetApiError && err.status === undefined) lost();
      setMessages([localMessage('assistant', widgetTexts(language).greeting, language)]);
      if (isRefusal(err)) setRefused(true);
      else setError(widgetTexts(language).historyFailed);
    } finally {
      setLoaded(true);
    }
  }, [language, lost, signInRequired]);

  // The host page's identity may arrive after the widget started (page API: the parley:identify event).
  useEffect(() => {
    const onIdentify = (e: Event) => {
      const detail = (e as CustomEvent<{ userId?: unknown; userHash?: unknown }>).detail;
      if (typeof detail?.userId !== 'string' || typeof detail.userHash !== 'string') return;
      setVisitorIdentity({ userId: detail.userId, userHash: detail.userHash });
      setIdentified(true);
      setRefused(false);
      setLoaded(false);
    };
    window.addEventListener('parley:identify', onIdentify);
    return () => window.removeEventListener('parley:identify', onIdentify);
  }, []);

  // History loads on open; it reloads when the tab becomes visible again if a session is stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loading once per opening is intended
  useEffect(() => {
    if (view === 'expanded' && !loaded) void loadHistory();
  }, [view, identified]);
  useEffect(() => {
    const onVisible = () => {
      const id = store.getItem(KEYS.sessionId);
      if (document.visibilityState === 'visible' && id && view === 'expanded') {
        void loadHistory();
        recordActivity(id, 'page_visible', language);
      }
    };
    const onUnload = () => {
      const id = store.getItem(KEYS.sessionId);
      if (id) recordActivity(id, 'page_unload', language);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onUnload);
    };
  }, [language, loadHistory, view]);

  useEffect(() => {
    if (messages.length && loaded) writeCache(store, HISTORY_CACHE, messages.slice(-50), CACHE_TTL_MS);
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages, loaded]);

  // The input is disabled while a reply is pending, so focus returns to it once it is enabled again.
  useEffect(() => {
    if (view === 'expanded' && !pending) inputRef.current?.focus();
  }, [view, pending]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending) return;
      const userMessage = localMessage('user', message, language);
      const storedId = store.getItem(KEYS.sessionId);
      const history = messages
        .filter((m) => !m.id.startsWith('local-') || m.role === 'user')
        .slice(-CONTEXT_MESSAGES)
        .map((m) => ({ role: m.role, content: m.content, timestamp: m.timestamp, language: m.language }));
      setMessages((list) => [...list, userMessage]);
      setInput('');
      setPending(true);
      setError(undefined);
      setFailed(undefined);
      try {
        const reply = await sendWithRetry(
          (attempt) => {
            if (attempt > 0) setRetrying(true);
            setStreamed('');
            return streamChat(
              {
                message,
                session_id: storedId,
                language,
                conversation_history: history,
                attempt,
              },
              (text) => setStreamed((so) => (so ?? '') + text),
            );
          },
          { statusOf: (err) => (err instanceof WidgetApiError ? err.status : undefined) },
        );
        store.setItem(KEYS.sessionId, reply.session_id);
        // The server starts a new session when the stored one went idle.
        if (storedId && reply.session_id !== storedId) setEndedBefore(userMessage.id);
        const answer: ChatMessage = {
          ...localMessage('assistant', reply.message, reply.detected_language),
          id: reply.message_id,
          requires_clarification: reply.requires_clarification,
          clarification_options: reply.clarification_options,
          sources: reply.sources,
          metadata: {
            detected_language: reply.detected_language,
            is_clarification: reply.requires_clarification,
            cached: reply.cached,
          },
        };
        setStreamed(undefined);
        setMessages((list) => [...list, answer]);
        if (
          reply.detected_language !== language &&
          settings?.chatbot.languages.some((l) => l.code === reply.detected_language)
        ) {
          setLanguage(reply.detected_language);
          store.setItem(KEYS.language, reply.detected_language);
        }
        recordActivity(reply.session_id, 'message', reply.detected_language);
      } catch (err) {
        if (isRefusal(err)) setRefused(true);
        else {
          if (err instanceof WidgetApiError && err.status === undefined) lost();
          setError(err instanceof WidgetApiError && err.status !== undefined ? err.message : t.sendError);
          setFailed({ id: userMessage.id, text: message });
        }
      } finally {
        setPending(false);
        setRetrying(false);
        setStreamed(undefined);
      }
    },
    [language, messages, pending, settings, t.sendError, lost],
  );

  // The chat page's question cards (and host pages) ask through a window event; the question waits
  // until the history has loaded so that loading cannot replace it.
  const [asked, setAsked] = useState<string | undefined>();
  useEffect(() => {
    const onAsk = (e: Event) => {
      const question = (e as CustomEvent<{ question?: unknown }>).detail?.question;
      if (typeof question !== 'string') return;
      setView('expanded');
      setAsked(question);
    };
    window.addEventListener('parley:ask', onAsk);
    return () => window.removeEventListener('parley:ask', onAsk);
  }, []);
  useEffect(() => {
    if (asked && loaded && !pending) {
      setAsked(undefined);
      void send(asked);
    }
  }, [asked, loaded, pending, send]);

  /** Deletes the conversation on the server (already gone counts as done), then from this browser. */
  const removeConversation = async () => {
    const id = store.getItem(KEYS.sessionId);
    try {
      if (id) await deleteConversation(id);
    } catch (err) {
      if (!(err instanceof WidgetApiError && err.status === 404)) {
        setError(t.deleteFailed);
        return false;
      }
    }
    store.removeItem(KEYS.sessionId);
    dropCache(store, HISTORY_CACHE);
    // The welcome message shows again in the empty conversation.
    setMessages([]);
    setError(undefined);
    setNotice(t.deleted);
    return true;
  };

  const chooseLanguage = (code: string) => {
    setLanguage(code);
    store.setItem(KEYS.language, code);
    store.setItem(KEYS.pickedLanguage, code);
  };

  // The failed message leaves the list and is sent again as if newly typed.
  const retry = () => {
    if (!failed) return;
    setMessages((list) => list.filter((m) => m.id !== failed.id));
    void send(failed.text);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(input);
  };

  const state: WidgetState = view === 'collapsed' ? 'collapsed' : enlarged ? 'enlarged' : 'expanded';
  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const shown = messages.length ? messages : loaded ? [welcome] : [];
  const endedNotice = (
    <li
      role="status"
      data-testid="session-ended"
      className="rounded-lg bg-amber-50 px-3 py-2 text-center text-xs text-amber-900"
    >
      {t.sessionEnded}
    </li>
  );
  const status = { online: t.online, offline: t.offline, reconnecting: t.reconnecting }[connection];
  const side = brand.position === 'bottom-left' ? 'left-4' : 'right-4';
  const size = embedded
    ? 'inset-0 h-full w-full'
    : view === 'collapsed'
      ? 'h-[60px] w-[320px] max-w-[calc(100vw-2rem)]'
      : enlarged
        ? 'h-[80vh] w-[800px] max-w-[calc(100vw-2rem)]'
        : 'h-[600px] max-h-[calc(100vh-2rem)] w-[400px] max-w-[calc(100vw-2rem)]';

  return (
    <section
      aria-label={`${name} chat`}
      dir={dir}
      lang={language}
      data-testid="chat-widget"
      data-state={state}
      data-connection={connection}
      style={accentStyle(brand.accent)}
      className={`fixed ${embedded ? '' : `bottom-4 ${side}`} z-50 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition-[width,height] ${size}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && view === 'expanded') {
          setView('collapsed');
          setEnlarged(false);
        }
      }}
    >
      <header className="flex h-[60px] shrink-0 items-center gap-2 bg-brand-600 px-3 text-white">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-3 text-start"
          aria-expanded={view === 'expanded'}
          aria-controls="parley-chat-body"
          onClick={() => {
            setView((v) => (v === 'collapsed' ? 'expanded' : 'collapsed'));
            setEnlarged(false);
          }}
        >
          <span className="relative flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/20 font-bold">
            <span data-testid="avatar-initial">{brand.initial}</span>
            <span
              className={`absolute -bottom-0.5 -end-0.5 h-3 w-3 rounded-full border-2 border-brand-600 ${connection === 'online' ? 'bg-green-400' : connection === 'offline' ? 'bg-slate-300' : 'bg-amber-300'}`}
            />
          </span>
          <span className="min-w-0">
            <span className="block truncate font-semibold" data-testid="chatbot-name">
              {name}
            </span>
            <span className="block text-xs text-white/80" data-testid="connection-status">
              {status}
            </span>
          </span>
          {/* The visible name stays first in the accessible name; the action follows for screen readers. */}
          <span className="sr-only">, {view === 'collapsed' ? t.open : t.minimize}</span>
        </button>
        {view === 'expanded' && (
          <>
            <label className="sr-only" htmlFor="parley-language">
              {t.language}
            </label>
            <select
              id="parley-language"
              value={language}
              onChange={(e) => chooseLanguage(e.target.value)}
              className="max-w-[7.5rem] rounded-md border border-white/30 bg-brand-700 px-1.5 py-1 text-xs text-white"
            >
              {(settings?.chatbot.languages ?? [{ code: language, name: language }]).map((l) => (
                <option key={l.code} value={l.code}>
                  {NATIVE_LANGUAGE_NAMES[l.code] ?? l.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => setEnlarged((v) => !v)}
              aria-label={enlarged ? t.shrink : t.enlarge}
              aria-pressed={enlarged}
              className="rounded-md p-1.5 hover:bg-white/15"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                {enlarged ? (
                  <path d="M9 4v5H4M15 20v-5h5M20 9h-5V4M4 15h5v5" />
                ) : (
                  <path d="M4 9V4h5M20 15v5h-5M15 4h5v5M9 20H4v-5" />
                )}
              </svg>
            </button>
          </>
        )}
      </header>
      {view === 'expanded' && (
        <div id="parley-chat-body" className="flex min-h-0 flex-1 flex-col">
          <div
            ref={listRef}
            role="log"
            aria-live="polite"
            aria-label={t.messages}
            className="flex-1 overflow-y-auto p-4"
          >
            <ol className="space-y-3">
              {endedBefore === null && endedNotice}
              {shown.map((m) => (
                <Fragment key={m.id}>
                  {endedBefore === m.id && endedNotice}
                  <MessageBubble
                    message={m}
                    locale={language}
                    sourcesLabel={t.sources}
                    onChoose={(o) => void send(o)}
                    disabled={pending}
                  />
                </Fragment>
              ))}
              {streamed && (
                <MessageBubble
                  message={localMessage('assistant', streamed, language)}
                  locale={language}
                  sourcesLabel={t.sources}
                  onChoose={() => {}}
                  disabled
                />
              )}
              {pending && !streamed && (
                <li className="flex items-center gap-2 text-xs text-slate-500" data-testid="typing">
                  <span className="flex gap-1" aria-hidden="true">
                    <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
                    <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:120ms]" />
                    <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:240ms]" />
                  </span>
                  {retrying ? t.retrying : t.typing}
                </li>
              )}
            </ol>
          </div>
          {notice && (
            <p
              role="status"
              data-testid="chat-notice"
              className="mx-3 mb-2 text-center text-xs text-slate-600"
            >
              {notice}
            </p>
          )}
          {error && (
            <p
              role="alert"
              className="mx-3 mb-2 flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <span className="flex-1" data-testid="chat-error">
                {error}
              </span>
              {failed && !pending && (
                <button
                  type="button"
                  onClick={retry}
                  className="shrink-0 rounded-md border border-red-300 bg-white px-2 py-0.5 font-medium hover:bg-red-100"
                >
                  {t.retry}
                </button>
              )}
            </p>
          )}
          {signInRequired ? (
            <p
              data-testid="sign-in-required"
              className="border-t border-slate-200 p-4 text-center text-sm font-medium text-slate-700"
            >
              {t.signInRequired}
            </p>
          ) : (
            <>
              {messages.some((m) => !m.id.startsWith('local-')) && (
                <ConversationDelete texts={t} disabled={pending} onConfirm={removeConversation} />
              )}
              <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
                <input
                  ref={inputRef}
                  value={input}
                  onChange={(e) => setInput(e.target.value)}
                  placeholder={t.placeholder}
                  aria-label={t.placeholder}
                  disabled={pending}
                  maxLength={4000}
                  className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-brand-500 disabled:bg-slate-50"
                />
                <button
                  type="submit"
                  disabled={pending || !input.trim()}
                  className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
                >
                  {t.send}
                </button>
              </form>
            </>
          )}
        </div>
      )}
    </section>
  );
}
