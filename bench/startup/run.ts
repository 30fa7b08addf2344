/**
 * Start-up benchmark: first start on an empty data dir (migrations + demo seeding) until /readyz answers,
 * restart on the existing data dir, and idle RSS. Prints figures; it never passes or fails.
 * Run: npx tsx bench/startup/run.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startAndWait(dataDir: string): Promise<{ child: ChildProcess; ms: number; port: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return { child, ms: performance.now() - started, port };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('Parley exited during start-up');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
const first = await startAndWait(dataDir);
await stop(first.child);
const restarts: number[] = [];
let idle = 0;
for (let i = 0; i < 3; i++) {
  const again = await startAndWait(dataDir);
  restarts.push(again.ms);
  if (i === 2) {
    // Let start-up garbage settle, touch the main routes once, then read resident memory.
    await fetch(`http://127.0.0.1:${again.port}/`);
    await new Promise((r) => setTimeout(r, 3000));
    idle = rssMb(again.child.pid ?? 0);
  }
  await stop(again.child);
}
rmSync(dataDir, { recursive: true, force: true });
const median = [...restarts].sort((a, b) => a - b)[1] ?? 0;
console.log(
  `first start (empty data dir, migrations + demo seeding) until /readyz: ${(first.ms / 1000).toFixed(2)} s  (target < 10 s)`,
);
console.log(
  `restart on existing data dir until /readyz (median of 3):      ${(median / 1000).toFixed(2)} s  (target < 2 s)`,
);
console.log(
  `idle RSS after start-up:                                        ${idle.toFixed(0)} MB  (target < 250 MB)`,
);
