import type { DocumentItem } from '@parley/contract/documents';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@parley/contract/documents';
import { ApiError } from '../../../../lib/api-client.ts';

const EXTENSIONS = /\.(pdf|docx?|txt)$/i;

/** The spec's checks before sending (the server checks the content again). */
export function validateDocumentFile(file: File | undefined): string | undefined {
  if (!file) return DOCUMENT_MESSAGES.selectFile;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (!EXTENSIONS.test(file.name)) return DOCUMENT_MESSAGES.invalidType;
  return undefined;
}

/** Sends one file as multipart field `file`, reporting upload progress (0..1); XHR, since fetch has none. */
export function uploadDocument(file: File, onProgress: (fraction: number) => void): Promise<DocumentItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/admin/documents/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as DocumentItem);
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? `http_${xhr.status}`,
          error?.message ?? DOCUMENT_MESSAGES.uploadFailed,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', DOCUMENT_MESSAGES.uploadFailed));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
