import type { ChatMessage } from '@parley/contract/chat';
import { useCallback, useEffect, useState } from 'react';
import { localMessage } from './local-message.ts';
import { sendWithRetry } from './send-with-retry.ts';
import { CACHE_TTL_MS } from './use-widget-settings.ts';
import {
  deleteConversation,
  hasVisitorIdentity,
  IDENTITY_CODES,
  initSession,
  recordActivity,
  setVisitorIdentity,
  streamChat,
  WidgetApiError,
} from './widget-api.ts';
import { dropCache, KEYS, readCache, writeCache } from './widget-storage.ts';
import type { WidgetTexts } from './widget-texts.ts';

const HISTORY_CACHE = 'history';
const CONTEXT_MESSAGES = 10;

/** The server refused an unidentified visitor (anonymous visitors are off). */
const isRefusal = (err: unknown) => err instanceof WidgetApiError && IDENTITY_CODES.includes(err.code ?? '');

interface ConversationOptions {
  store: Storage;
  open: boolean;
  language: string;
  texts: WidgetTexts;
  /** Anonymous visitors off: the widget needs the host page's identity before it loads or sends. */
  anonymousAllowed: boolean;
  /** The connection failed (no answer at all): the connection hook starts probing. */
  lost: () => void;
  /** A reply came in this language. */
  onReplyLanguage: (code: string) => void;
  /** A question asked through the page (parley:ask): the widget opens for it. */
  onAsk: () => void;
}

/**
 * The conversation: history (loaded on open, cached, reloaded when the tab is visible again), sending with
 * streamed replies and retries, the failed message offered again, deletion, the notice that an idle session
 * ended, and the host page's identity and questions arriving through window events.
 */
export function useConversation(o: ConversationOptions) {
  const { store, open, language, texts: t, lost } = o;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // The reply as it streams in; replaced by the stored message once complete.
  const [streamed, setStreamed] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loaded, setLoaded] = useState(false);
  const [identified, setIdentified] = useState(hasVisitorIdentity);
  const [refused, setRefused] = useState(false);
  const signInRequired = refused || (!o.anonymousAllowed && !identified);
  const [notice, setNotice] = useState<string | undefined>();
  // The message a failed send was for, offered again with a Retry button.
  const [failed, setFailed] = useState<{ id: string; text: string } | undefined>();
  // Where the notice that an idle conversation ended goes: before this message id, or (null) at the top.
  const [endedBefore, setEndedBefore] = useState<string | null | undefined>();

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
      setMessages([localMessage('assistant', t.greeting, language)]);
      if (isRefusal(err)) setRefused(true);
      else setError(t.historyFailed);
    } finally {
      setLoaded(true);
    }
  }, [language, lost, signInRequired, store, t]);

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
    if (open && !loaded) void loadHistory();
  }, [open, identified]);
  useEffect(() => {
    const onVisible = () => {
      const id = store.getItem(KEYS.sessionId);
      if (document.visibilityState === 'visible' && id && open) {
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
  }, [language, loadHistory, open, store]);

  useEffect(() => {
    if (messages.length && loaded) writeCache(store, HISTORY_CACHE, messages.slice(-50), CACHE_TTL_MS);
  }, [messages, loaded, store]);

  const { onReplyLanguage } = o;
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
              { message, session_id: storedId, language, conversation_history: history, attempt },
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
        onReplyLanguage(reply.detected_language);
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
    [language, messages, pending, store, onReplyLanguage, t.sendError, lost],
  );

  // The chat page's question cards (and host pages) ask through a window event; the question waits
  // until the history has loaded so that loading cannot replace it.
  const [asked, setAsked] = useState<string | undefined>();
  const { onAsk } = o;
  useEffect(() => {
    const ask = (e: Event) => {
      const question = (e as CustomEvent<{ question?: unknown }>).detail?.question;
      if (typeof question !== 'string') return;
      onAsk();
      setAsked(question);
    };
    window.addEventListener('parley:ask', ask);
    return () => window.removeEventListener('parley:ask', ask);
  }, [onAsk]);
  useEffect(() => {
    if (asked && loaded && !pending) {
      setAsked(undefined);
      void send(asked);
    }
  }, [asked, loaded, pending, send]);

  /**
   * What the visitor sends from the input. A message typed before the history has loaded waits for it, as a
   * page's question does: sent at once, its reply would be replaced by the history arriving afterwards.
   */
  const submit = (text: string) => {
    if (loaded) {
      void send(text);
      return;
    }
    if (!text.trim()) return;
    setInput('');
    setAsked(text);
  };

  /** Deletes the conversation on the server (already gone counts as done), then from this browser. */
  const remove = async () => {
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

  // The failed message leaves the list and is sent again as if newly typed.
  const retry = () => {
    if (!failed) return;
    setMessages((list) => list.filter((m) => m.id !== failed.id));
    void send(failed.text);
  };

  return {
    messages,
    input,
    setInput,
    loaded,
    pending,
    retrying,
    streamed,
    error,
    notice,
    failed,
    endedBefore,
    signInRequired,
    /** A message waiting for the conversation to load, shown meanwhile as sent. */
    queued: loaded ? undefined : asked,
    send,
    submit,
    retry,
    remove,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
