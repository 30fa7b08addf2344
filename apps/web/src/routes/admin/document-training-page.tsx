import { DOCUMENT_MESSAGES, type DocumentItem } from '@parley/contract/documents';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { SearchInput } from '../../components/ui/input.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ActionsHeader, EmptyRow, SortHeader, Table } from '../../components/ui/table.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { deleteDocument } from '../../features/admin/documents/api/delete-document.ts';
import { useDocumentList, useRefreshDocuments } from '../../features/admin/documents/api/get-documents.ts';
import { reprocessDocument } from '../../features/admin/documents/api/reprocess-document.ts';
import { DocumentDetailsModal } from '../../features/admin/documents/document-details-modal.tsx';
import { DocumentStatusBadge } from '../../features/admin/documents/document-status.tsx';
import { UploadModal } from '../../features/admin/documents/upload-modal.tsx';
import { useTableQuery } from '../../features/admin/table/use-table-query.ts';

type Sort = 'name' | 'status' | 'created_at';

export function DocumentTrainingPage() {
  const { flashes, show } = useFlash();
  const table = useTableQuery<Sort>('created_at', 'created_at');
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<string | undefined>();
  const list = useDocumentList(table.params);
  const refresh = useRefreshDocuments();
  useEffect(() => {
    if (list.isError) show('error', DOCUMENT_MESSAGES.loadFailed);
  }, [list.isError, show]);

  async function remove(doc: DocumentItem) {
    if (!window.confirm(DOCUMENT_MESSAGES.confirmDelete)) return;
    try {
      await deleteDocument(doc.id);
      show('success', DOCUMENT_MESSAGES.deleted);
      refresh();
    } catch {
      show('error', DOCUMENT_MESSAGES.deleteFailed);
    }
  }

  async function reprocess(id: string) {
    try {
      await reprocessDocument(id);
      show('success', 'Document queued for processing');
      refresh();
    } catch {
      show('error', 'Failed to reprocess document');
    }
  }

  const data = list.data;
  const header = (column: Sort, label: string) => (
    <SortHeader column={column} label={label} sort={table.sort} order={table.order} onSort={table.sortBy} />
  );

  return (
    <div className="space-y-4">
      <FlashList flashes={flashes} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Document Training</h1>
        <Button variant="primary" onClick={() => setUploading(true)}>
          Upload Document
        </Button>
      </div>
      <SearchInput
        label="Search documents"
        placeholder="Search documents..."
        value={table.search}
        onChange={table.setSearch}
      />
      <Table
        head={
          <>
            {header('name', 'Document Name')}
            {header('status', 'Status')}
            {header('created_at', 'Uploaded At')}
            <ActionsHeader />
          </>
        }
      >
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
              <Button variant="link" className="me-3" onClick={() => setViewing(doc.id)}>
                View
              </Button>
              <Button variant="link-danger" onClick={() => void remove(doc)}>
                Delete
              </Button>
            </td>
          </tr>
        ))}
        {data && data.items.length === 0 && <EmptyRow columns={4} text="No documents found." />}
      </Table>
      {data && (
        <Pagination
          page={table.page}
          pageSize={table.pageSize}
          totalPages={data.totalPages}
          summary={`${data.total} documents`}
          onPage={table.setPage}
          onPageSize={table.setPageSize}
        />
      )}
      {uploading && <UploadModal onUploaded={refresh} onClose={() => setUploading(false)} notify={show} />}
      {viewing && (
        <DocumentDetailsModal id={viewing} onReprocess={reprocess} onClose={() => setViewing(undefined)} />
      )}
    </div>
  );
}
