import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { DocumentItem, DocumentListResponse } from '../../../../../packages/contract/src/documents.ts';
import { DOCUMENT_MESSAGES } from '../../../../../packages/contract/src/documents.ts';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { DocumentDetailsModal } from '../../features/admin/documents/document-details-modal.tsx';
import { DocumentStatusBadge } from '../../features/admin/documents/document-status.tsx';
import { UploadModal } from '../../features/admin/documents/upload-modal.tsx';
import { Pagination } from '../../features/admin/table/pagination.tsx';
import { apiFetch } from '../../lib/api-client.ts';

type Sort = 'name' | 'status' | 'created_at';

export function DocumentTrainingPage() {
  const client = useQueryClient();
  const { flashes, show } = useFlash();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('created_at');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<string | undefined>();

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
    queryKey: ['documents', q, sort, order, page, pageSize],
    queryFn: () => apiFetch<DocumentListResponse>(`/admin/documents?${params}`),
    placeholderData: keepPreviousData,
    // Rows waiting for the background job refresh until they are processed or failed.
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === 'pending' || d.status === 'processing')
        ? 2_000
        : false,
  });
  useEffect(() => {
    if (list.isError) show('error', DOCUMENT_MESSAGES.loadFailed);
  }, [list.isError, show]);

  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ['documents'] }), [client]);
  const sortBy = (column: Sort) => {
    if (sort === column) setOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(column);
      setOrder(column === 'created_at' ? 'desc' : 'asc');
    }
  };

  async function remove(doc: DocumentItem) {
    if (!window.confirm(DOCUMENT_MESSAGES.confirmDelete)) return;
    try {
      await apiFetch(`/admin/documents/${doc.id}`, { method: 'DELETE' });
      show('success', DOCUMENT_MESSAGES.deleted);
      refresh();
    } catch {
      show('error', DOCUMENT_MESSAGES.deleteFailed);
    }
  }

  async function reprocess(id: string) {
    try {
      await apiFetch(`/admin/documents/${id}/reprocess`, { method: 'POST' });
      show('success', 'Document queued for processing');
      refresh();
    } catch {
      show('error', 'Failed to reprocess document');
    }
  }

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

  return (
    <div className="space-y-4">
      <FlashList flashes={flashes} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Document Training</h1>
        <button
          type="button"
          onClick={() => setUploading(true)}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Upload Document
        </button>
      </div>
      <input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search documents..."
        aria-label="Search documents"
        className="w-full max-w-md rounded-lg border border-slate-300 px-3 py-2"
      />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="table-sticky-actions w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {header('name', 'Document Name')}
              {header('status', 'Status')}
              {header('created_at', 'Uploaded At')}
              <th scope="col" className="px-4 py-3 text-end font-semibold text-slate-700">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data?.items.map((doc) => (
              <tr key={doc.id}>
                <td className="max-w-md px-4 py-3">
                  <p className="truncate font-medium text-slate-900">{doc.name}</p>
                  <p className="text-xs uppercase text-slate-500">{doc.file_type}</p>
                </td>
                <td className="px-4 py-3">
                  <DocumentStatusBadge status={doc.status} />
                  {doc.status === 'failed' && doc.error && (
                    <p className="mt-1 max-w-xs truncate text-xs text-red-700" title={doc.error}>
                      {doc.error}
                    </p>
                  )}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                  {new Date(doc.created_at).toLocaleString()}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-end">
                  <button
                    type="button"
                    onClick={() => setViewing(doc.id)}
                    className="me-3 font-medium text-brand-700 hover:underline"
                  >
                    View
                  </button>
                  <button
                    type="button"
                    onClick={() => void remove(doc)}
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
                  No documents found.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.total}
          totalPages={data.totalPages}
          noun="documents"
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      {uploading && <UploadModal onUploaded={refresh} onClose={() => setUploading(false)} notify={show} />}
      {viewing && (
        <DocumentDetailsModal id={viewing} onReprocess={reprocess} onClose={() => setViewing(undefined)} />
      )}
    </div>
  );
}
