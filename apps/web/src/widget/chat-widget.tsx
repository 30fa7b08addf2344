import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../../packages/contract/src/chat.ts';
import { RTL_LANGUAGES } from '../../../../packages/contract/src/languages.ts';
import type { WidgetState } from '../embed/embed-messages.ts';
import { chooseInitialLanguage } from './initial-language.ts';
import { MessageBubble } from './message-view.tsx';
import { sendWithRetry } from './send-with-retry.ts';
import {
  fetchCountry,
  fetchPublicSettings,
  initSession,
  type PublicSettings,
  recordActivity,
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
/** `embedded`: the widget fills an iframe that the embed loader sizes; it reports its state instead. */
export function ChatWidget({
  embedded = false,
  onStateChange,
}: {
  embedded?: boolean;
  onStateChange?: (state: WidgetState) => void;
} = {}) {
  const [view, setView] = useState<View>('collapsed');
  const [enlarged, setEnlarged] = useState(false);
  const [settings, setSettings] = useState<PublicSettings | undefined>(() =>
    readCache(store, SETTINGS_CACHE),
  );
  const [language, setLanguage] = useState(() => store.getItem(KEYS.language) ?? 'en');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // The reply as it streams in; replaced by the stored message once complete.
  const [streamed, setStreamed] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loaded, setLoaded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const t = widgetTexts(language);
  const name = settings?.chatbot.name ?? 'AI Assistant';

  const welcome = useCallback(
    (lang: string, s = settings) =>
      // The admin's welcome message, else a greeting signed with the chatbot's name.
      localMessage(
        'assistant',
        s?.chatbot.welcomeMessage || `${widgetTexts(lang).greeting} — ${s?.chatbot.name ?? 'AI Assistant'}`,
        lang,
      ),
    [settings],
  );

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

  const loadHistory = useCallback(async () => {
    const storedId = store.getItem(KEYS.sessionId);
    const cached = readCache<ChatMessage[]>(store, HISTORY_CACHE);
    if (cached?.length) setMessages(cached);
    try {
      const result = await initSession(storedId, language);
      if (!result.restored) dropCache(store, HISTORY_CACHE);
      store.setItem(KEYS.sessionId, result.session.id);
      if (!store.getItem(KEYS.userId)) store.setItem(KEYS.userId, 'anonymous');
      setMessages(result.messages.length ? result.messages : [welcome(language)]);
      setError(undefined);
    } catch {
      setMessages([localMessage('assistant', widgetTexts(language).greeting, language)]);
      setError(widgetTexts(language).historyFailed);
    } finally {
      setLoaded(true);
    }
  }, [language, welcome]);

  // History loads on open; it reloads when the tab becomes visible again if a session is stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loading once per opening is intended
  useEffect(() => {
    if (view === 'expanded' && !loaded) void loadHistory();
  }, [view]);
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
      const history = messages
        .filter((m) => !m.id.startsWith('local-') || m.role === 'user')
        .slice(-CONTEXT_MESSAGES)
        .map((m) => ({ role: m.role, content: m.content, timestamp: m.timestamp, language: m.language }));
      setMessages((list) => [...list, userMessage]);
      setInput('');
      setPending(true);
      setError(undefined);
      try {
        const reply = await sendWithRetry(
          (attempt) => {
            if (attempt > 0) setRetrying(true);
            setStreamed('');
            return streamChat(
              {
                message,
                session_id: store.getItem(KEYS.sessionId),
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
        setError(err instanceof WidgetApiError && err.status !== undefined ? err.message : t.sendError);
      } finally {
        setPending(false);
        setRetrying(false);
        setStreamed(undefined);
      }
    },
    [language, messages, pending, settings, t.sendError],
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

  const chooseLanguage = (code: string) => {
    setLanguage(code);
    store.setItem(KEYS.language, code);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(input);
  };

  const state: WidgetState = view === 'collapsed' ? 'collapsed' : enlarged ? 'enlarged' : 'expanded';
  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
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
      className={`fixed ${embedded ? '' : 'bottom-4 end-4'} z-50 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition-[width,height] ${size}`}
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
            {name.slice(0, 1).toUpperCase()}
            <span className="absolute -bottom-0.5 -end-0.5 h-3 w-3 rounded-full border-2 border-brand-600 bg-green-400" />
          </span>
          <span className="min-w-0">
            <span className="block truncate font-semibold" data-testid="chatbot-name">
              {name}
            </span>
            <span className="block text-xs text-white/80">{t.online}</span>
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
                  {l.name}
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
              {messages.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  locale={language}
                  sourcesLabel={t.sources}
                  onChoose={(o) => void send(o)}
                  disabled={pending}
                />
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
          {error && (
            <p
              role="alert"
              data-testid="chat-error"
              className="mx-3 mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {error}
            </p>
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
        </div>
      )}
    </section>
  );
}
