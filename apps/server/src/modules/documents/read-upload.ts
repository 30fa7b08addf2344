import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { MAX_DOCUMENT_BYTES } from '@parley/contract/documents';
import busboy from 'busboy';
import { AppError } from '../../http/app-error.ts';

export interface Upload {
  /** A display name only: it never becomes part of a filesystem path. */
  name: string;
  bytes: Uint8Array;
}

/** The last path segment, without control characters, at most 200 characters. */
export function displayName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'document';
}

/**
 * Reads the multipart field `file` as it streams in and stops at MAX_DOCUMENT_BYTES + 1 (busboy reports its
 * limit when a file reaches it, not when it passes it): a larger upload
 * is refused without holding more than the limit in memory.
 */
export function readUpload(request: Request): Promise<Upload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) {
    return Promise.reject(new AppError('file_missing'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1 },
      });
    } catch {
      reject(new AppError('file_missing'));
      return;
    }
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream);
    let upload: Promise<Upload> | undefined;
    const fail = (error: AppError) => {
      body.unpipe(parser);
      body.destroy();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || upload) {
        stream.resume();
        return;
      }
      upload = new Promise((done) => {
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('limit', () => fail(new AppError('file_too_large')));
        stream.on('end', () => done({ name: displayName(info.filename ?? ''), bytes: Buffer.concat(parts) }));
      });
    });
    parser.on('error', () => fail(new AppError('file_missing')));
    parser.on('close', () => {
      if (!upload) reject(new AppError('file_missing'));
      else upload.then(resolve, reject);
    });
    body.on('error', () => fail(new AppError('upload_failed')));
    body.pipe(parser);
  });
}
