import type { ChatMessage } from '@parley/contract/chat';
import type { ReactNode } from 'react';
import { type Inline, parseMarkdown } from './markdown.ts';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    const key = `${n.type}-${i}`;
    if (n.type === 'text') return n.text;
    if (n.type === 'strong') return <strong key={key}>{renderInline(n.children)}</strong>;
    if (n.type === 'em') return <em key={key}>{renderInline(n.children)}</em>;
    if (n.type !== 'link') return null;
    const external = /^https?:/i.test(n.href);
    return (
      <a
        key={key}
        href={n.href}
        className="underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        {renderInline(n.children)}
      </a>
    );
  });
}

/** Renders an answer's Markdown as elements; message text is never inserted as HTML. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <>
      {parseMarkdown(text).map((b, i) => {
        const key = `${b.type}-${i}`;
        if (b.type === 'p')
          return (
            <p key={key} className="whitespace-pre-line [&:not(:first-child)]:mt-2">
              {renderInline(b.children)}
            </p>
          );
        if (b.type === 'quote')
          return (
            <blockquote key={key} className="mt-2 border-s-2 border-slate-300 ps-3 text-slate-700">
              {renderInline(b.children)}
            </blockquote>
          );
        const List = b.type;
        return (
          <List key={key} className={`mt-2 space-y-1 ps-5 ${b.type === 'ul' ? 'list-disc' : 'list-decimal'}`}>
            {b.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their position
              <li key={j}>{renderInline(item)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}

export function MessageBubble({
  message,
  locale,
  sourcesLabel,
  onChoose,
  disabled,
}: {
  message: ChatMessage;
  locale: string;
  sourcesLabel: string;
  onChoose: (option: string) => void;
  disabled: boolean;
}) {
  const mine = message.role === 'user';
  const time = new Date(message.timestamp).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-role={message.role}>
      <div
        lang={message.language}
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${mine ? 'rounded-ee-sm bg-brand-600 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900'}`}
      >
        {mine ? (
          <p className="whitespace-pre-line">{message.content}</p>
        ) : (
          <MarkdownText text={message.content} />
        )}
        {message.sources.length > 0 && (
          <p className="mt-2 border-t border-slate-200 pt-1.5 text-xs text-slate-600" data-testid="sources">
            {sourcesLabel}: {message.sources.map((s) => s.title).join(' · ')}
          </p>
        )}
      </div>
      {message.clarification_options.length > 0 && (
        <div className="mt-2 flex max-w-[85%] flex-wrap gap-2">
          {message.clarification_options.map((option) => (
            <button
              key={option}
              type="button"
              disabled={disabled}
              onClick={() => onChoose(option)}
              className="rounded-full border border-brand-500 px-3 py-1 text-start text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              {option}
            </button>
          ))}
        </div>
      )}
      <time className="mt-0.5 text-[11px] text-slate-500" dateTime={message.timestamp}>
        {time}
      </time>
    </li>
  );
}
