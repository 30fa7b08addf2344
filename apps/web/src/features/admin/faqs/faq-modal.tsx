import type { Faq, FaqInput } from '@parley/contract/admin';
import { type FormEvent, useState } from 'react';

interface Version {
  question: string;
  answer: string;
  aliases: string;
}

const toLines = (list: string[]) => list.join('\n');
const fromLines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** Add/edit a FAQ: the spec's question, answer and status, plus category, keywords and every language version in tabs. */
export function FaqModal({
  faq,
  draft,
  languages,
  onSave,
  onClose,
  onTranslate,
}: {
  faq?: Faq;
  /** A new FAQ prefilled with a question in one language (e.g. a visitor's, from Unanswered questions). */
  draft?: { question: string; language: string };
  languages: { code: string; name: string }[];
  onSave: (input: FaqInput) => Promise<void>;
  onClose: () => void;
  onTranslate?: () => Promise<void>;
}) {
  const base = faq?.language ?? draft?.language ?? 'en';
  const [tab, setTab] = useState(base);
  const [status, setStatus] = useState<'active' | 'inactive'>(faq?.status ?? 'active');
  const [category, setCategory] = useState(faq?.category ?? '');
  const [keywords, setKeywords] = useState(faq?.keywords.join(', ') ?? '');
  const [versions, setVersions] = useState<Record<string, Version>>(() => {
    const out: Record<string, Version> = {
      [base]: {
        question: faq?.question ?? draft?.question ?? '',
        answer: faq?.answer ?? '',
        aliases: toLines(faq?.aliases ?? []),
      },
    };
    for (const [code, t] of Object.entries(faq?.translations ?? {}))
      out[code] = { question: t.question, answer: t.answer, aliases: toLines(t.aliases) };
    return out;
  });
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const current = versions[tab] ?? { question: '', answer: '', aliases: '' };
  const setField = (field: keyof Version, value: string) =>
    setVersions((v) => ({ ...v, [tab]: { ...current, [field]: value } }));
  const missing = languages.filter((l) => !versions[l.code]?.question.trim());

  async function submit(e: FormEvent) {
    e.preventDefault();
    const main = versions[base];
    if (!main?.question.trim() || !main.answer.trim()) {
      setTab(base);
      return setError('Question and answer are required.');
    }
    const translations: FaqInput['translations'] = {};
    for (const [code, v] of Object.entries(versions)) {
      if (code === base || (!v.question.trim() && !v.answer.trim())) continue;
      if (!v.question.trim() || !v.answer.trim()) {
        setTab(code);
        return setError('Each language version needs both a question and an answer.');
      }
      translations[code] = {
        question: v.question.trim(),
        answer: v.answer.trim(),
        aliases: fromLines(v.aliases),
      };
    }
    setSaving(true);
    setError(undefined);
    try {
      await onSave({
        question: main.question.trim(),
        answer: main.answer.trim(),
        status,
        language: base,
        category: category.trim() || null,
        keywords: keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
        aliases: fromLines(main.aliases),
        translations,
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to save FAQ');
    } finally {
      setSaving(false);
    }
  }

  const field =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500';
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
      role="dialog"
      aria-modal="true"
      aria-labelledby="faq-modal-title"
    >
      <form
        onSubmit={submit}
        noValidate
        className="max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id="faq-modal-title" className="text-xl font-bold">
          {faq ? 'Edit FAQ' : 'Add FAQ'}
        </h2>
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-1" role="tablist" aria-label="Language versions">
          {languages.map((l) => {
            const has = Boolean(versions[l.code]?.question.trim());
            return (
              <button
                key={l.code}
                type="button"
                role="tab"
                aria-selected={tab === l.code}
                onClick={() => setTab(l.code)}
                className={`rounded-md px-2.5 py-1 text-xs font-medium ${tab === l.code ? 'bg-brand-600 text-white' : has ? 'bg-slate-100 text-slate-800' : 'border border-dashed border-slate-300 text-slate-400'}`}
                title={has ? l.name : `${l.name} (missing)`}
              >
                {l.code.toUpperCase()}
                {!has && <span className="sr-only"> (missing)</span>}
              </button>
            );
          })}
        </div>
        {missing.length > 0 && (
          <p className="mt-2 text-xs text-slate-500">
            Missing: {missing.map((l) => l.name).join(', ')}
            {onTranslate && faq && (
              <button
                type="button"
                className="ms-2 font-medium text-brand-700 underline"
                onClick={() => void onTranslate()}
              >
                Translate missing
              </button>
            )}
          </p>
        )}
        <div className="mt-4 space-y-4" role="tabpanel">
          <label className="block text-sm font-medium text-slate-700">
            Question{tab === base ? ' *' : ''}
            <input
              className={field}
              value={current.question}
              onChange={(e) => setField('question', e.target.value)}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Answer{tab === base ? ' *' : ''}
            <textarea
              className={field}
              rows={5}
              value={current.answer}
              onChange={(e) => setField('answer', e.target.value)}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Aliases (one per line: other ways visitors ask)
            <textarea
              className={field}
              rows={3}
              value={current.aliases}
              onChange={(e) => setField('aliases', e.target.value)}
            />
          </label>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <label className="block text-sm font-medium text-slate-700">
            Status
            <select
              className={field}
              value={status}
              onChange={(e) => setStatus(e.target.value as 'active' | 'inactive')}
            >
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Category
            <input className={field} value={category} onChange={(e) => setCategory(e.target.value)} />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Keywords (comma-separated)
            <input className={field} value={keywords} onChange={(e) => setKeywords(e.target.value)} />
          </label>
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </div>
  );
}
