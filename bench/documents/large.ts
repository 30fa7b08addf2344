/**
 * Processing time and peak memory for a 10 MB PDF (300 pages), a 10 MB DOCX and a 10 MB TXT, each uploaded
 * through the real service in a fresh process on the embedded PGlite, with where the time went.
 * Run: npx tsx bench/documents/large.ts            (one type only: npx tsx bench/documents/large.ts pdf)
 */
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { findDocument } from '../../apps/server/src/modules/documents/documents-repository.ts';
import { createTestApp, jsonRequest } from '../../apps/server/src/test-app.ts';
import { largeDocx, largePdf, largeTxt, MB } from './large-files.ts';

const TYPES = ['pdf', 'docx', 'txt'] as const;
type FileType = (typeof TYPES)[number];
const make: Record<FileType, () => Promise<Uint8Array> | Uint8Array> = {
  pdf: () => largePdf(),
  docx: () => largeDocx(),
  txt: () => largeTxt(),
};

async function measure(type: FileType): Promise<void> {
  const bytes = await make[type]();
  const logged: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(line, _enc, done) {
      logged.push(JSON.parse(String(line)) as Record<string, unknown>);
      done();
    },
  });
  const t = await createTestApp('pglite', {}, pino({ level: 'info' }, sink));
  await t.services.knowledge.ready();
  // A served question loads what a running server holds (the language model among others): that is idle.
  await t.app.request('/api/v1/chat', jsonRequest('POST', { message: 'What are your opening hours?' }));
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const item = await t.services.documents.upload({ name: `large.${type}`, bytes });
  const uploaded = performance.now() - started;
  let row = await findDocument(t.database.db, item.id);
  while (row?.status !== 'processed' && row?.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 20));
    row = await findDocument(t.database.db, item.id);
  }
  const processed = performance.now() - started;
  // The job ends once this instance's answer index holds the passages.
  while (row.status === 'processed' && !logged.some((l) => l.msg === 'document processed')) {
    await new Promise((r) => setTimeout(r, 20));
  }
  const answerable = performance.now() - started;
  clearInterval(sampler);
  const phases = (logged.find((l) => l.msg === 'document processed')?.ms ?? {}) as Record<string, number>;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${type.toUpperCase().padEnd(4)} ${(bytes.length / MB).toFixed(2)} MB: ${row.status}${row.error ? ` (${row.error})` : ''}, ` +
      `${row.chunksCount.toLocaleString('en')} passages; stored ${s(uploaded)}, processed ${s(processed)}, ` +
      `answerable ${s(answerable)}; peak memory ${Math.round((peak - idle) / MB)} MB above idle (${Math.round(idle / MB)} MB)`,
  );
  console.log(
    `     phases: ${Object.entries(phases)
      .map(([k, v]) => `${k} ${s(v)}`)
      .join(', ')}`,
  );
  await t.close();
}

const only = process.argv[2] as FileType | undefined;
if (only) await measure(only);
else {
  // A fresh process per file, so one file's garbage does not count against the next.
  for (const type of TYPES) {
    spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), type], {
      stdio: 'inherit',
    });
  }
}
