import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentFileType } from '@parley/contract/documents';
import { extractText, UnreadableDocumentError } from './extract-text.ts';

export interface ParseRequest {
  fileType: DocumentFileType;
  bytes: Uint8Array;
}
export type ParseResult = { ok: true; text: string } | { ok: false; reason: string; unreadable: boolean };

const request = workerData as ParseRequest;
extractText(request.fileType, request.bytes).then(
  (text) => parentPort?.postMessage({ ok: true, text } satisfies ParseResult),
  (err: unknown) =>
    parentPort?.postMessage({
      ok: false,
      reason: err instanceof Error ? err.message : String(err),
      unreadable: err instanceof UnreadableDocumentError,
    } satisfies ParseResult),
);
