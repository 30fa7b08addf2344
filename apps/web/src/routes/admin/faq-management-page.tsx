import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import type { Faq, FaqInput } from '../../../../../packages/contract/src/admin.ts';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { FaqModal } from '../../features/admin/faqs/faq-modal.tsx';
import { pageNumbers } from '../../features/admin/faqs/page-numbers.ts';
import { countText } from '../../i18n/admin-counts.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

type Sort = 'question' | 'status' | 'created_at';
interface FaqList {
  items: Faq[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}
interface PublicSettings {
  chatbot: { languages: { code: string; name: string }[] };
  translationAvailable: boolean;
}

const detail = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

export function FaqManagementPage() {
  const client = useQueryClient();
  const { flashes, show } = useFlash();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('created_at');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [editing, setEditing] = useState<Faq | 'new' | undefined>();

  // Typing pauses before searching so each keystroke is not a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  const params = new URLSearchParams({ q, sort, order, page: String(page), pageSize: String(pageSize) });
  const list = useQuery({
    queryKey: ['faqs', q, sort, order, page, pageSize],
    queryFn: () => apiFetch<FaqList>(`/admin/faqs?${params}`),
    placeholderData: keepPreviousData,
  });
  const settings = useQuery({
    queryKey: ['settings-public'],
    queryFn: () => apiFetch<PublicSettings>('/settings/public'),
  });
  useEffect(() => {
    if (list.isError) show('error', 'Failed to load FAQs');
  }, [list.isError, show]);

  const refresh = () => client.invalidateQueries({ queryKey: ['faqs'] });
  const sortBy = (column: Sort) => {
    if (sort === column) setOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(column);
      setOrder(column === 'created_at' ? 'desc' : 'asc');
    }
  };

  async function save(input: FaqInput) {
    try {
      if (editing === 'new') await apiFetch('/admin/faqs', { method: 'POST', json: input });
      else if (editing) await apiFetch(`/admin/faqs/${editing.id}`, { method: 'PUT', json: input });
      setEditing(undefined);
      show('success', 'FAQ saved successfully!');
      await refresh();
    } catch (err) {
      throw new Error(detail(err, 'Failed to save FAQ'));
    }
  }

  async function remove(faq: Faq) {
    if (!window.confirm('Are you sure you want to delete this FAQ?')) return;
    try {
      await apiFetch(`/admin/faqs/${faq.id}`, { method: 'DELETE' });
      show('success', 'FAQ deleted successfully!');
      await refresh();
    } catch {
      show('error', 'Failed to delete FAQ');
    }
  }

  async function importFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const text = await file.text();
    const isCsv = file.name.toLowerCase().endsWith('.csv');
    try {
      const result = await apiFetch<{ created: unknown[] }>('/admin/faqs/import', {
        method: 'POST',
        ...(isCsv ? { body: text, headers: { 'content-type': 'text/csv' } } : { json: JSON.parse(text) }),
      });
      show('success', countText('importedFaqs', result.created.length));
      await refresh();
    } catch (err) {
      show(
        'error',
        detail(err, err instanceof SyntaxError ? 'The file is not valid JSON.' : 'Import failed.'),
      );
    }
  }

  const languages = settings.data?.chatbot.languages ?? [{ code: 'en', name: 'English' }];
  const data = list.data;
  const header = (column: Sort, label: string) => (
    <th
      scope="col"
      aria-sort={sort === column ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-4 py-3 text-start"
    >
      <button
        type="button"
        onClick={() => sortBy(column)}
        className="font-semibold text-slate-700 hover:text-brand-700"
      >
        {label} {sort === column ? (order === 'asc' ? '▲' : '▼') : ''}
      </button>
    </th>
  );
  const pager = 'min-w-9 rounded-md border border-slate-300 px-2.5 py-1 text-sm disabled:opacity-40';

  return (
    <div className="space-y-4">
      <FlashList flashes={flashes} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">FAQ Management</h1>
        <div className="flex flex-wrap gap-2">
          <label className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50">
            Import
            <input type="file" accept=".json,.csv" className="sr-only" onChange={importFile} />
          </label>
          <a
            href="/api/v1/admin/faqs/export?format=csv"
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            Export CSV
          </a>
          <a
            href="/api/v1/admin/faqs/export?format=json"
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            Export JSON
          </a>
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Add FAQ
          </button>
        </div>
      </div>
      <input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search FAQs..."
        aria-label="Search FAQs"
        className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2"
      />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="table-sticky-actions w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {header('question', 'Question')}
              {header('status', 'Status')}
              {header('created_at', 'Created At')}
              <th scope="col" className="px-4 py-3 text-end font-semibold text-slate-700">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.items.map((faq) => (
              <tr key={faq.id}>
                <td className="max-w-md px-4 py-3">
                  <p className="truncate font-medium text-slate-900">{faq.question}</p>
                  <p className="text-xs text-slate-500">
                    {countText('languageCount', Object.keys(faq.translations).length + 1)}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${faq.status === 'active' ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
                  >
                    {faq.status === 'active' ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                  {new Date(faq.created_at).toLocaleString()}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-end">
                  <button
                    type="button"
                    onClick={() => setEditing(faq)}
                    className="me-3 font-medium text-brand-700 hover:underline"
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => void remove(faq)}
                    className="font-medium text-red-700 hover:underline"
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
            {data && data.items.length === 0 && (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-slate-500">
                  No FAQs found.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && (
        <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-600">
            Rows per page
            <select
              value={pageSize}
              onChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(1);
              }}
              className="rounded-md border border-slate-300 px-2 py-1"
            >
              {[5, 10, 25, 50].map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
            <span>{countText('faqCount', data.total)}</span>
          </label>
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className={pager}
              disabled={page === 1}
              onClick={() => setPage(1)}
              aria-label="First page"
            >
              «
            </button>
            <button
              type="button"
              className={pager}
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
              aria-label="Previous page"
            >
              ‹
            </button>
            {pageNumbers(page, data.totalPages).map((p, i) =>
              p === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
                <span key={`gap-${i}`} className="px-1.5 py-1 text-slate-400">
                  …
                </span>
              ) : (
                <button
                  key={p}
                  type="button"
                  aria-current={p === page ? 'page' : undefined}
                  className={`${pager} ${p === page ? 'bg-brand-600 text-white' : ''}`}
                  onClick={() => setPage(p)}
                >
                  {p}
                </button>
              ),
            )}
            <button
              type="button"
              className={pager}
              disabled={page >= data.totalPages}
              onClick={() => setPage(page + 1)}
              aria-label="Next page"
            >
              ›
            </button>
            <button
              type="button"
              className={pager}
              disabled={page >= data.totalPages}
              onClick={() => setPage(data.totalPages)}
              aria-label="Last page"
            >
              »
            </button>
          </div>
        </nav>
      )}
      {editing && (
        <FaqModal
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.updated_at}`}
          faq={editing === 'new' ? undefined : editing}
          languages={languages}
          onSave={save}
          onClose={() => setEditing(undefined)}
          {...(settings.data?.translationAvailable && editing !== 'new'
            ? {
                onTranslate: async () => {
                  const updated = await apiFetch<Faq>(`/admin/faqs/${editing.id}/translate-missing`, {
                    method: 'POST',
                    json: { languages: languages.map((l) => l.code) },
                  });
                  setEditing(updated);
                  await refresh();
                },
              }
            : {})}
        />
      )}
    </div>
  );
}
