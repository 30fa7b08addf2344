import { NATIVE_LANGUAGE_NAMES } from '@parley/contract/languages';
import type { Connection } from './use-connection.ts';
import type { PublicSettings } from './widget-api.ts';
import type { WidgetTexts } from './widget-texts.ts';

/** The bar: name, avatar with connection dot, open/minimize toggle; when open, language and size controls. */
export function WidgetHeader(p: {
  open: boolean;
  enlarged: boolean;
  name: string;
  initial: string;
  connection: Connection;
  language: string;
  languages: PublicSettings['chatbot']['languages'] | undefined;
  texts: WidgetTexts;
  onToggle: () => void;
  onEnlarge: () => void;
  onLanguage: (code: string) => void;
}) {
  const t = p.texts;
  const status = { online: t.online, offline: t.offline, reconnecting: t.reconnecting }[p.connection];
  const dot =
    p.connection === 'online' ? 'bg-green-400' : p.connection === 'offline' ? 'bg-slate-300' : 'bg-amber-300';
  return (
    <header className="flex h-[60px] shrink-0 items-center gap-2 bg-brand-600 px-3 text-white">
      <button
        type="button"
        className="flex min-w-0 flex-1 items-center gap-3 text-start"
        aria-expanded={p.open}
        aria-controls="parley-chat-body"
        onClick={p.onToggle}
      >
        <span className="relative flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/20 font-bold">
          <span data-testid="avatar-initial">{p.initial}</span>
          <span
            className={`absolute -bottom-0.5 -end-0.5 h-3 w-3 rounded-full border-2 border-brand-600 ${dot}`}
          />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold" data-testid="chatbot-name">
            {p.name}
          </span>
          <span className="block text-xs text-white/80" data-testid="connection-status">
            {status}
          </span>
        </span>
        {/* The visible name stays first in the accessible name; the action follows for screen readers. */}
        <span className="sr-only">, {p.open ? t.minimize : t.open}</span>
      </button>
      {p.open && (
        <>
          <label className="sr-only" htmlFor="parley-language">
            {t.language}
          </label>
          <select
            id="parley-language"
            value={p.language}
            onChange={(e) => p.onLanguage(e.target.value)}
            className="max-w-[7.5rem] rounded-md border border-white/30 bg-brand-700 px-1.5 py-1 text-xs text-white"
          >
            {(p.languages ?? [{ code: p.language, name: p.language }]).map((l) => (
              <option key={l.code} value={l.code}>
                {NATIVE_LANGUAGE_NAMES[l.code] ?? l.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={p.onEnlarge}
            aria-label={p.enlarged ? t.shrink : t.enlarge}
            aria-pressed={p.enlarged}
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
              {p.enlarged ? (
                <path d="M9 4v5H4M15 20v-5h5M20 9h-5V4M4 15h5v5" />
              ) : (
                <path d="M4 9V4h5M20 15v5h-5M15 4h5v5M9 20H4v-5" />
              )}
            </svg>
          </button>
        </>
      )}
    </header>
  );
}
