import type { DocumentStatus } from '@parley/contract/documents';
import { DOCUMENT_MESSAGES } from '@parley/contract/documents';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getDocument } from './api/get-document.ts';
import { uploadDocument, validateDocumentFile } from './api/upload-document.ts';
import { DocumentStatusBadge } from './document-status.tsx';

interface Row {
  key: number;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  phase: 'uploading' | 'refused' | 'stored';
  status?: DocumentStatus;
  id?: string;
  message?: string;
  chunks?: number;
}

const POLL_MS = 1_500;

/** Upload one or several files (picked or dropped): each gets its own row, progress bar and processing status. */
export function UploadModal({
  onUploaded,
  onClose,
  notify,
}: {
  onUploaded: () => void;
  onClose: () => void;
  notify: (kind: 'success' | 'error', text: string) => void;
}) {
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const next = useRef(0);
  const update = useCallback(
    (key: number, patch: Partial<Row>) =>
      setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r))),
    [],
  );

  function start(files: File[]) {
    if (files.length === 0) {
      setError(DOCUMENT_MESSAGES.selectFile);
      return;
    }
    setError(undefined);
    for (const file of files) {
      const key = next.current++;
      const refused = validateDocumentFile(file);
      setRows((list) => [
        ...list,
        {
          key,
          name: file.name,
          progress: 0,
          phase: refused ? 'refused' : 'uploading',
          ...(refused ? { message: refused } : {}),
        },
      ]);
      if (refused) continue;
      uploadDocument(file, (progress) => update(key, { progress })).then(
        (doc) => {
          update(key, { phase: 'stored', progress: 1, id: doc.id, status: doc.status });
          notify('success', DOCUMENT_MESSAGES.uploaded);
          onUploaded();
        },
        (err: unknown) => {
          const message =
            err instanceof ApiError && err.status !== 0 ? err.message : DOCUMENT_MESSAGES.uploadFailed;
          update(key, { phase: 'refused', message });
          notify('error', DOCUMENT_MESSAGES.uploadFailed);
        },
      );
    }
  }

  // After the upload, the row follows the document's processing until it is processed or failed.
  const waiting = rows.filter((r) => r.id && (r.status === 'pending' || r.status === 'processing'));
  const waitingIds = waiting.map((r) => `${r.key}:${r.id}`).join(',');
  useEffect(() => {
    if (!waitingIds) return;
    const timer = setInterval(() => {
      for (const pair of waitingIds.split(',')) {
        const [key, id] = pair.split(':');
        getDocument(id ?? '')
          .then((doc) => {
            update(Number(key), {
              status: doc.status,
              chunks: doc.chunks_count,
              ...(doc.error ? { message: doc.error } : {}),
            });
            if (doc.status === 'processed' || doc.status === 'failed') onUploaded();
          })
          .catch(() => {});
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingIds, onUploaded, update]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    start([...e.dataTransfer.files]);
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
      role="dialog"
      aria-modal="true"
      aria-labelledby="upload-modal-title"
    >
      <div className="max-h-[90vh] w-full max-w-xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <h2 id="upload-modal-title" className="text-xl font-bold">
          Upload Documents
        </h2>
        <label
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-4 flex cursor-pointer flex-col items-center rounded-xl border-2 border-dashed px-4 py-8 text-center ${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300'}`}
        >
          <span className="font-medium text-slate-800">Drop files here or click to choose</span>
          <span className="mt-1 text-sm text-slate-500">PDF, DOC, DOCX or TXT, up to 10 MB each</span>
          <input
            type="file"
            multiple
            accept=".pdf,.doc,.docx,.txt"
            className="sr-only"
            data-testid="document-file-input"
            onChange={(e) => {
              start([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <ul className="mt-4 space-y-3" aria-label="Uploads">
          {rows.map((r) => (
            <li key={r.key} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate text-sm font-medium text-slate-900">{r.name}</span>
                {r.status && <DocumentStatusBadge status={r.status} />}
              </div>
              <div
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-label={`Upload of ${r.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(r.progress * 100)}
              >
                <div
                  className={`h-full transition-all ${r.phase === 'refused' || r.status === 'failed' ? 'bg-red-500' : r.status === 'processed' ? 'bg-green-600' : 'bg-brand-600'}`}
                  style={{ width: `${r.phase === 'refused' ? 100 : Math.round(r.progress * 100)}%` }}
                />
              </div>
              <p
                className={`mt-1 text-xs ${r.phase === 'refused' || r.status === 'failed' ? 'text-red-700' : 'text-slate-600'}`}
              >
                {r.phase === 'refused'
                  ? r.message
                  : r.phase === 'uploading'
                    ? `Uploading… ${Math.round(r.progress * 100)}%`
                    : r.status === 'processed'
                      ? `Processed: ${r.chunks ?? 0} ${r.chunks === 1 ? 'passage' : 'passages'}`
                      : r.status === 'failed'
                        ? r.message
                        : r.status === 'processing'
                          ? 'Uploaded. Extracting text…'
                          : 'Uploaded. Waiting to be processed…'}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
          >
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
