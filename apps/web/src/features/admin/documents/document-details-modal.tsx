import { useDocumentDetail } from './api/get-document.ts';
import { DocumentStatusBadge, formatSize } from './document-status.tsx';

/** Everything known about one document: its fields, the start of its text and its passages. */
export function DocumentDetailsModal({
  id,
  onReprocess,
  onClose,
}: {
  id: string;
  onReprocess: (id: string) => Promise<void>;
  onClose: () => void;
}) {
  const detail = useDocumentDetail(id);
  const d = detail.data;
  const row = (label: string, value: React.ReactNode) => (
    <div className="flex gap-3 py-1.5">
      <dt className="w-32 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </div>
  );
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
      role="dialog"
      aria-modal="true"
      aria-labelledby="document-details-title"
    >
      <div className="max-h-[90vh] w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <h2 id="document-details-title" className="text-xl font-bold">
          Document Details
        </h2>
        {detail.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Failed to load documents
          </p>
        )}
        {d && (
          <>
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              {row('Name', d.name)}
              {row('Type', d.file_type.toUpperCase())}
              {row('Size', formatSize(d.size))}
              {row('Language', d.language)}
              {row('Status', <DocumentStatusBadge status={d.status} />)}
              {row('Passages', d.chunks_count)}
              {d.error && row('Error', <span className="text-red-700">{d.error}</span>)}
              {row('Uploaded At', new Date(d.created_at).toLocaleString())}
            </dl>
            <h3 className="mt-5 font-semibold">Extracted text</h3>
            <pre className="mt-2 max-h-48 overflow-y-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-xs text-slate-700">
              {d.text_preview || 'No text yet.'}
            </pre>
            <h3 className="mt-5 font-semibold">Passages ({d.chunks_count})</h3>
            <ol className="mt-2 space-y-2">
              {d.passages.map((p) => (
                <li key={p.position} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {p.title} <span className="text-xs font-normal text-slate-500">({p.language})</span>
                  </p>
                  <p className="mt-1 line-clamp-3 text-slate-600">{p.content}</p>
                </li>
              ))}
            </ol>
          </>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          {d && (
            <>
              <a
                href={d.file_url}
                download
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
              >
                Download
              </a>
              <button
                type="button"
                onClick={() => void onReprocess(d.id).then(() => detail.refetch())}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
              >
                Reprocess
              </button>
            </>
          )}
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
