import type { UnansweredGroup, UnansweredQuestion } from '@parley/contract/learning';
import { useState } from 'react';

const button =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50 disabled:opacity-40';

/** One FAQ (or a cluster of similar questions) with the visitors' questions that most likely belong to it. */
export function GroupCard({
  group,
  languageName,
  canSuggest,
  onAlias,
  onNewFaq,
  onDismiss,
  onSuggest,
}: {
  group: UnansweredGroup;
  languageName: (code: string) => string;
  canSuggest: boolean;
  onAlias: (q: UnansweredQuestion) => void;
  onNewFaq: (q: UnansweredQuestion) => void;
  onDismiss: (q: UnansweredQuestion) => void;
  onSuggest: (language: string) => void;
}) {
  const { faq } = group;
  const [language, setLanguage] = useState(group.questions[0]?.language ?? faq?.languages[0] ?? 'en');
  const title = faq ? faq.question : 'Not like any FAQ: similar questions';
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="unanswered-group"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {faq ? 'Most likely FAQ' : 'No matching FAQ'}
          </p>
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-xs text-slate-600">
            {group.count} asked · {group.visitors} visitors
            {group.confirmed_visitors > 0 && (
              <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-800">
                {group.confirmed_visitors} confirmed by picking it
              </span>
            )}
          </p>
        </div>
        {faq && canSuggest && (
          <div className="flex items-center gap-2">
            <select
              aria-label="Language to suggest phrasings in"
              className="rounded-md border border-slate-300 px-2 py-1 text-xs"
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
            >
              {faq.languages.map((l) => (
                <option key={l} value={l}>
                  {languageName(l)}
                </option>
              ))}
            </select>
            <button type="button" className={button} onClick={() => onSuggest(language)}>
              Suggest phrasings
            </button>
          </div>
        )}
      </div>
      <table className="mt-3 w-full text-sm">
        <thead className="text-start text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 text-start font-medium">
              Visitor's question
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              Language
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              Asked
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              Picked this FAQ
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {group.questions.map((q) => {
            const hasVersion = faq?.languages.includes(q.language) ?? false;
            return (
              <tr key={`${q.language}:${q.text}`} data-testid="unanswered-question">
                <td className="py-2 pe-3" dir="auto">
                  {q.text}
                  <span className="ms-2 text-xs text-slate-400">
                    {q.kind === 'not_found' ? 'not found' : 'clarified'}
                  </span>
                </td>
                <td className="py-2 pe-3 text-slate-600">{languageName(q.language)}</td>
                <td className="py-2 pe-3 text-end tabular-nums">
                  {q.count} ({q.visitors} {q.visitors === 1 ? 'visitor' : 'visitors'})
                </td>
                <td className="py-2 pe-3 text-end tabular-nums">{faq ? q.confirmed_visitors : '–'}</td>
                <td className="py-2">
                  <div className="flex flex-wrap justify-end gap-1">
                    {faq && (
                      <button
                        type="button"
                        className={button}
                        disabled={!hasVersion}
                        title={
                          hasVersion
                            ? `Add as an alias of the ${languageName(q.language)} version`
                            : `This FAQ has no ${languageName(q.language)} version yet`
                        }
                        onClick={() => onAlias(q)}
                      >
                        Add as alias
                      </button>
                    )}
                    <button type="button" className={button} onClick={() => onNewFaq(q)}>
                      New FAQ
                    </button>
                    <button type="button" className={button} onClick={() => onDismiss(q)}>
                      Dismiss
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
