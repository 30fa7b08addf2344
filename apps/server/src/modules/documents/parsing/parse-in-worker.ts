import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocumentFileType } from '@parley/contract/documents';
import type { ParseResult } from './parse-worker.ts';

export interface ParseLimits {
  timeoutMs: number;
  /** The worker's V8 heap; past it the worker (only) is stopped. */
  maxHeapMb: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = { timeoutMs: 60_000, maxHeapMb: 192 };

/** What went wrong, in words for the administrator; `unreadable` failures are not retried. */
export class ParseFailure extends Error {
  override name = 'ParseFailure';
  constructor(
    message: string,
    readonly unreadable: boolean,
  ) {
    super(message);
  }
}

// The bundled server (dist/main.mjs) ships the worker as dist/parse-worker.mjs. Tests and `tsx` run the
// TypeScript source: a tiny bootstrap loads it through tsx, since Node 20 cannot start a worker from .ts.
const bundled = import.meta.url.endsWith('.mjs');
function workerSource(): { source: string | URL; eval: boolean } {
  if (bundled) return { source: new URL('./parse-worker.mjs', import.meta.url), eval: false };
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  return {
    source: `import(${JSON.stringify(tsx.href)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`,
    eval: true,
  };
}

/**
 * Extracts a file's text in a worker thread with a time and a heap limit, so a hostile file (a zip bomb,
 * a PDF that makes the parser loop) costs only that worker, never the server's event loop or memory.
 */
export function parseInWorker(
  fileType: DocumentFileType,
  bytes: Uint8Array,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const { source, eval: isEval } = workerSource();
    const worker = new Worker(source, {
      eval: isEval,
      workerData: { fileType, bytes: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new ParseFailure(
              `Reading the file took longer than ${Math.round(limits.timeoutMs / 1000)} seconds and was stopped.`,
              true,
            ),
          ),
        ),
      limits.timeoutMs,
    );
    worker.once('message', (result: ParseResult) =>
      finish(() =>
        result.ok ? resolve(result.text) : reject(new ParseFailure(result.reason, result.unreadable)),
      ),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ParseFailure(
                `Reading the file needed more than ${limits.maxHeapMb} MB of memory and was stopped: it may be damaged or built to exhaust memory.`,
                true,
              )
            : new ParseFailure(`The file could not be read (${err.message}).`, false),
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() =>
        reject(new ParseFailure(`The file reader stopped unexpectedly (exit code ${code}).`, false)),
      ),
    );
  });
}
