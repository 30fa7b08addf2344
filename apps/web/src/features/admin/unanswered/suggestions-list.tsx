import type { PhrasingSuggestion } from '@parley/contract/learning';

const button = 'rounded-md border px-2.5 py-1 text-xs font-medium disabled:opacity-40';

/** Phrasings the language model suggested, waiting for approval (they become aliases) or rejection. */
export function SuggestionsList({
  suggestions,
  languageName,
  onApprove,
  onReject,
}: {
  suggestions: PhrasingSuggestion[];
  languageName: (code: string) => string;
  onApprove: (s: PhrasingSuggestion) => void;
  onReject: (s: PhrasingSuggestion) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="suggested"
    >
      <h2 id="suggested" className="font-semibold text-slate-900">
        Suggested phrasings
      </h2>
      <p className="text-xs text-slate-500">Written by the language model. Approved ones become aliases.</p>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {suggestions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0" dir="auto">
              {s.text}
              <span className="ms-2 text-xs text-slate-500">
                {languageName(s.language)} · {s.faq_question}
              </span>
            </span>
            <span className="flex gap-1">
              <button
                type="button"
                className={`${button} border-emerald-300 bg-emerald-50 text-emerald-800`}
                onClick={() => onApprove(s)}
              >
                Approve
              </button>
              <button
                type="button"
                className={`${button} border-slate-300 bg-white`}
                onClick={() => onReject(s)}
              >
                Reject
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
