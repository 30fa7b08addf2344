import type { ChatMessage } from '@parley/contract/chat';
import { Fragment, useEffect, useRef } from 'react';
import { ConversationDelete } from './conversation-delete.tsx';
import { localMessage } from './local-message.ts';
import { MessageBubble } from './message-view.tsx';
import type { Conversation } from './use-conversation.ts';
import type { WidgetTexts } from './widget-texts.ts';

/** The open panel: message log with typing and ended-session notices, error with Retry, and the input. */
export function WidgetBody({
  c,
  welcome,
  language,
  texts: t,
}: {
  c: Conversation;
  welcome: ChatMessage;
  language: string;
  texts: WidgetTexts;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The log follows the newest message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling again when the messages change is the point
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [c.messages, c.loaded]);
  // The input is disabled while a reply is pending, so focus returns to it once it is enabled again.
  useEffect(() => {
    if (!c.pending) inputRef.current?.focus();
  }, [c.pending]);

  const shown = c.messages.length ? c.messages : c.loaded ? [welcome] : [];
  const endedNotice = (
    <li
      role="status"
      data-testid="session-ended"
      className="rounded-lg bg-amber-50 px-3 py-2 text-center text-xs text-amber-900"
    >
      {t.sessionEnded}
    </li>
  );
  // A message not yet in the log (the reply as it streams, a question waiting for the conversation to load):
  // shown, with nothing to click.
  const shownOnly = (role: 'user' | 'assistant', text: string) => (
    <MessageBubble
      message={localMessage(role, text, language)}
      locale={language}
      sourcesLabel={t.sources}
      onChoose={() => {}}
      disabled
    />
  );
  return (
    <div id="parley-chat-body" className="flex min-h-0 flex-1 flex-col">
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t.messages}
        className="flex-1 overflow-y-auto p-4"
      >
        <ol className="space-y-3">
          {c.endedBefore === null && endedNotice}
          {shown.map((m) => (
            <Fragment key={m.id}>
              {c.endedBefore === m.id && endedNotice}
              <MessageBubble
                message={m}
                locale={language}
                sourcesLabel={t.sources}
                onChoose={(o) => void c.send(o)}
                disabled={c.pending}
              />
            </Fragment>
          ))}
          {c.streamed && shownOnly('assistant', c.streamed)}
          {c.queued && shownOnly('user', c.queued)}
          {(c.pending || c.queued) && !c.streamed && (
            <li className="flex items-center gap-2 text-xs text-slate-500" data-testid="typing">
              <span className="flex gap-1" aria-hidden="true">
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:120ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:240ms]" />
              </span>
              {c.retrying ? t.retrying : t.typing}
            </li>
          )}
        </ol>
      </div>
      {c.notice && (
        <p role="status" data-testid="chat-notice" className="mx-3 mb-2 text-center text-xs text-slate-600">
          {c.notice}
        </p>
      )}
      {c.error && (
        <p
          role="alert"
          className="mx-3 mb-2 flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span className="flex-1" data-testid="chat-error">
            {c.error}
          </span>
          {c.failed && !c.pending && (
            <button
              type="button"
              onClick={c.retry}
              className="shrink-0 rounded-md border border-red-300 bg-white px-2 py-0.5 font-medium hover:bg-red-100"
            >
              {t.retry}
            </button>
          )}
        </p>
      )}
      {c.signInRequired ? (
        <p
          data-testid="sign-in-required"
          className="border-t border-slate-200 p-4 text-center text-sm font-medium text-slate-700"
        >
          {t.signInRequired}
        </p>
      ) : (
        <>
          {c.messages.some((m) => !m.id.startsWith('local-')) && (
            <ConversationDelete texts={t} disabled={c.pending} onConfirm={c.remove} />
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              c.submit(c.input);
            }}
            className="flex gap-2 border-t border-slate-200 p-3"
          >
            <input
              ref={inputRef}
              value={c.input}
              onChange={(e) => c.setInput(e.target.value)}
              placeholder={t.placeholder}
              aria-label={t.placeholder}
              disabled={c.pending}
              maxLength={4000}
              className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-brand-500 disabled:bg-slate-50"
            />
            <button
              type="submit"
              disabled={c.pending || !c.input.trim()}
              className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
            >
              {t.send}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
