/**
 * Processing time and peak memory for a 10 MB PDF (300 pages), a 10 MB DOCX and a 10 MB TXT, each uploaded
 * over HTTP to the built server (`npm run build` first) as a user runs it: a fresh process on the embedded
 * PGlite per file. Memory is the process's own peak resident set (VmHWM from /proc, parse worker and
 * database included) above its resident set once idle, after it has answered a question. A visitor chats
 * all along: the bench prints how long the replies took while the document was read and indexed.
 * Run: npx tsx bench/documents/large.ts            (one type only: npx tsx bench/documents/large.ts pdf)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type AppServer, startApp } from '../../e2e/support/app-server.ts';
import { largeDocx, largePdf, largeTxt, MB } from './large-files.ts';

const TYPES = ['pdf', 'docx', 'txt'] as const;
type FileType = (typeof TYPES)[number];
const make: Record<FileType, () => Promise<Uint8Array> | Uint8Array> = {
  pdf: () => largePdf(),
  docx: () => largeDocx(),
  txt: () => largeTxt(),
};

if (!existsSync(new URL('../../apps/server/dist/main.mjs', import.meta.url)))
  throw new Error('Build Parley first: npm run build');

/** A /proc/<pid>/status field in bytes (VmRSS: now, VmHWM: the peak since start or since reset). */
const status = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(line?.[1] ?? 0) * 1024;
};

async function measure(type: FileType): Promise<void> {
  const bytes = await make[type]();
  const app = await startApp({ LOG_LEVEL: 'info' });
  try {
    await run(type, bytes, app);
  } catch (err) {
    console.error(`${type}: ${(err as Error).message}\n${app.output().slice(-2000)}`);
  } finally {
    await app.stop();
  }
}

async function run(type: FileType, bytes: Uint8Array, app: AppServer): Promise<void> {
  const json = { 'content-type': 'application/json', origin: app.url };
  const signUp = await fetch(`${app.url}/api/v1/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'Bench' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // The demo documents are read in the background at start: idle is after that.
  for (;;) {
    const list = (await (
      await fetch(`${app.url}/api/v1/admin/documents`, { headers: { cookie } })
    ).json()) as {
      items: { status: string }[];
    };
    if (list.items.every((d) => d.status === 'processed' || d.status === 'failed')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  // A served question loads what a running server holds (the language model among others): that is idle.
  await fetch(`${app.url}/api/v1/chat`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ message: 'What are your opening hours?' }),
  });
  await new Promise((r) => setTimeout(r, 1000));
  const idle = status(app.pid, 'VmRSS');
  // Linux: writing 5 to clear_refs resets the peak to the current resident set.
  writeFileSync(`/proc/${app.pid}/clear_refs`, '5');

  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), `large.${type}`);
  const started = performance.now();
  // A visitor chats meanwhile: how long do replies take while the document is read and indexed?
  const replies: number[] = [];
  let failedReplies = 0;
  let chatting = true;
  const visitor = (async () => {
    while (chatting) {
      const asked = performance.now();
      const res = await fetch(`${app.url}/api/v1/chat`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ message: 'How long does delivery take?' }),
      }).catch(() => null);
      if (res?.ok) replies.push(performance.now() - asked);
      else failedReplies++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const upload = await fetch(`${app.url}/api/v1/admin/documents/upload`, {
    method: 'POST',
    headers: { cookie, origin: app.url },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const stored = performance.now() - started;
  const { id } = (await upload.json()) as { id: string };
  let doc: { status: string; chunks_count: number; error: string | null } | undefined;
  do {
    await new Promise((r) => setTimeout(r, 50));
    // The server's event loop is busy for seconds while it indexes: a kept-alive connection it closed
    // meanwhile fails once, and the next poll opens a new one.
    const res = await fetch(`${app.url}/api/v1/admin/documents/${id}`, { headers: { cookie } }).catch(
      () => null,
    );
    if (res) doc = (await res.json()) as typeof doc;
  } while (doc?.status !== 'processed' && doc?.status !== 'failed');
  const processed = performance.now() - started;
  // The passages are answerable once this instance's index holds them: the job logs it then.
  const logged = () =>
    app
      .output()
      .split('\n')
      .find((l) => l.includes('"document processed"'));
  while (doc.status === 'processed' && !logged()) await new Promise((r) => setTimeout(r, 20));
  const answerable = performance.now() - started;
  chatting = false;
  await visitor;
  replies.sort((a, b) => a - b);
  const peak = status(app.pid, 'VmHWM');
  const line = logged();
  const phases = ((line ? JSON.parse(line) : {}) as { ms?: Record<string, number> }).ms ?? {};

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${type.toUpperCase().padEnd(4)} ${(bytes.length / MB).toFixed(2)} MB: ${doc.status}${doc.error ? ` (${doc.error})` : ''}, ` +
      `${doc.chunks_count.toLocaleString('en')} passages; stored ${s(stored)}, processed ${s(processed)}, ` +
      `answerable ${s(answerable)}; ` +
      `peak memory ${Math.round((peak - idle) / MB)} MB above idle (${Math.round(idle / MB)} MB)`,
  );
  console.log(
    `     ${replies.length} visitor replies meanwhile: median ${Math.round(replies[replies.length >> 1] ?? 0)} ms, ` +
      `slowest ${Math.round(replies.at(-1) ?? 0)} ms, ${failedReplies} failed`,
  );
  console.log(
    `     phases: ${Object.entries(phases)
      .map(([k, v]) => `${k} ${s(v)}`)
      .join(', ')}`,
  );
}

const only = process.argv[2] as FileType | undefined;
for (const type of only ? [only] : TYPES) await measure(type);
