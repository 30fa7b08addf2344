import type { Faq, FaqInput } from '@parley/contract/admin';
import { type ChangeEvent, useEffect, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { SearchInput } from '../../components/ui/input.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ActionsHeader, EmptyRow, SortHeader, Table } from '../../components/ui/table.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { createFaq } from '../../features/admin/faqs/api/create-faq.ts';
import { deleteFaq } from '../../features/admin/faqs/api/delete-faq.ts';
import { useFaqList, useRefreshFaqs } from '../../features/admin/faqs/api/get-faqs.ts';
import { importFaqs } from '../../features/admin/faqs/api/import-faqs.ts';
import { translateMissing } from '../../features/admin/faqs/api/translate-missing.ts';
import { updateFaq } from '../../features/admin/faqs/api/update-faq.ts';
import { FaqModal } from '../../features/admin/faqs/faq-modal.tsx';
import { usePublicSettings } from '../../features/admin/settings/api/get-public-settings.ts';
import { useTableQuery } from '../../features/admin/table/use-table-query.ts';
import { countText } from '../../i18n/admin-counts.ts';
import { ApiError } from '../../lib/api-client.ts';

type Sort = 'question' | 'status' | 'created_at';

const detail = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

export function FaqManagementPage() {
  const { flashes, show } = useFlash();
  const table = useTableQuery<Sort>('created_at', 'created_at');
  const [editing, setEditing] = useState<Faq | 'new' | undefined>();
  const list = useFaqList(table.params);
  const settings = usePublicSettings();
  const refresh = useRefreshFaqs();
  useEffect(() => {
    if (list.isError) show('error', 'Failed to load FAQs');
  }, [list.isError, show]);

  async function save(input: FaqInput) {
    try {
      if (editing === 'new') await createFaq(input);
      else if (editing) await updateFaq(editing.id, input);
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
      await deleteFaq(faq.id);
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
    try {
      const result = await importFaqs({ name: file.name, text });
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
    <SortHeader column={column} label={label} sort={table.sort} order={table.order} onSort={table.sortBy} />
  );

  return (
    <div className="space-y-4">
      <FlashList flashes={flashes} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">FAQ Management</h1>
        <div className="flex flex-wrap gap-2">
          <label className={`cursor-pointer ${buttonClass('secondary', 'sm')}`}>
            Import
            <input type="file" accept=".json,.csv" className="sr-only" onChange={importFile} />
          </label>
          <a href="/api/v1/admin/faqs/export?format=csv" className={buttonClass('secondary', 'sm')}>
            Export CSV
          </a>
          <a href="/api/v1/admin/faqs/export?format=json" className={buttonClass('secondary', 'sm')}>
            Export JSON
          </a>
          <Button variant="primary" onClick={() => setEditing('new')}>
            Add FAQ
          </Button>
        </div>
      </div>
      <SearchInput
        label="Search FAQs"
        placeholder="Search FAQs..."
        value={table.search}
        onChange={table.setSearch}
      />
      <Table
        head={
          <>
            {header('question', 'Question')}
            {header('status', 'Status')}
            {header('created_at', 'Created At')}
            <ActionsHeader />
          </>
        }
      >
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
              <Button variant="link" className="me-3" onClick={() => setEditing(faq)}>
                Edit
              </Button>
              <Button variant="link-danger" onClick={() => void remove(faq)}>
                Delete
              </Button>
            </td>
          </tr>
        ))}
        {data && data.items.length === 0 && <EmptyRow columns={4} text="No FAQs found." />}
      </Table>
      {data && (
        <Pagination
          page={table.page}
          pageSize={table.pageSize}
          totalPages={data.totalPages}
          summary={countText('faqCount', data.total)}
          onPage={table.setPage}
          onPageSize={table.setPageSize}
        />
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
                  const updated = await translateMissing(
                    editing.id,
                    languages.map((l) => l.code),
                  );
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
