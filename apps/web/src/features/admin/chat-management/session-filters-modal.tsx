import { type FormEvent, useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame.tsx';
import { NO_FILTERS, type SessionFilters } from './session-filters.ts';

const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';

export function SessionFiltersModal({
  initial,
  languages,
  onApply,
  onClose,
}: {
  initial: SessionFilters;
  languages: { code: string; name: string }[];
  onApply: (filters: SessionFilters) => void;
  onClose: () => void;
}) {
  const [f, setF] = useState(initial);
  const set = <K extends keyof SessionFilters>(key: K, value: SessionFilters[K]) =>
    setF((prev) => ({ ...prev, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(f);
  };
  return (
    <DialogFrame title="Filter sessions" onClose={onClose}>
      <form onSubmit={submit} className="space-y-3 text-sm">
        <label className="block font-medium text-slate-700">
          Status
          <select
            value={f.status}
            onChange={(e) => set('status', e.target.value as SessionFilters['status'])}
            className={field}
          >
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
            <option value="expired">Expired</option>
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="block font-medium text-slate-700">
            From
            <input
              type="date"
              value={f.from}
              onChange={(e) => set('from', e.target.value)}
              className={field}
            />
          </label>
          <label className="block font-medium text-slate-700">
            To
            <input type="date" value={f.to} onChange={(e) => set('to', e.target.value)} className={field} />
          </label>
        </div>
        <label className="block font-medium text-slate-700">
          Language
          <select value={f.language} onChange={(e) => set('language', e.target.value)} className={field}>
            <option value="">Any</option>
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-medium text-slate-700">
          Minimum messages
          <input
            type="number"
            min={0}
            value={f.minMessages}
            onChange={(e) => set('minMessages', e.target.value)}
            className={field}
          />
        </label>
        <label className="block font-medium text-slate-700">
          Search text
          <input
            type="search"
            value={f.q}
            onChange={(e) => set('q', e.target.value)}
            placeholder="Words in the conversation, a session or user id"
            className={field}
          />
        </label>
        <label className="flex items-center gap-2 font-medium text-slate-700">
          <input
            type="checkbox"
            checked={f.unanswered}
            onChange={(e) => set('unanswered', e.target.checked)}
          />
          Only sessions with unanswered questions
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <button
            type="button"
            onClick={() => setF(NO_FILTERS)}
            className="rounded-lg border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          >
            Reset
          </button>
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Apply filters
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
