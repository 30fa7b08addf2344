import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): Proc {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForUrl(proc: Proc): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const match = proc.output().match(/"url":"(http:\/\/localhost:\d+)"/);
    if (match?.[1]) return match[1];
    if (proc.child.exitCode !== null) throw new Error(`exited early:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never became ready:\n${proc.output()}`);
}

describe('start-up and shutdown (real process)', () => {
  it('seeds demo data, refuses a second instance on the same data dir, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-start-'));
    const first = startMain({ DATA_DIR: dataDir });
    const url = await waitForUrl(first);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(first.output()).toContain('seeded the demo business');

    const second = startMain({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Parley instance');

    // A request in flight when SIGTERM arrives still gets its answer. SIGTERM waits until the request is
    // sent: on a busy machine a fetch may not even have connected 5 ms after it was made.
    let sent: () => void = () => {};
    const isSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(`${url}/api/v1/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.on('finish', () => sent());
      req.end(JSON.stringify({ message: 'How long does shipping take?' }));
    });
    await isSent;
    await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    // Restart on the same data: no second seeding, data intact.
    const again = startMain({ DATA_DIR: dataDir });
    const url2 = await waitForUrl(again);
    expect(again.output()).not.toContain('seeded the demo business');
    const reply = await fetch(`${url2}/api/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How long does shipping take?' }),
    });
    expect(((await reply.json()) as { sources: unknown[] }).sources.length).toBeGreaterThan(0);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('names the directory when the data dir is corrupt, without a bare stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-corrupt-'));
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), 'garbage');
    writeFileSync(join(dataDir, 'pgdata', 'postgresql.conf'), '\u0000\u0001 not a config');
    const proc = startMain({ DATA_DIR: dataDir });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain(join(dataDir, 'pgdata'));
    expect(proc.output()).toMatch(/could not be opened/);
  }, 60_000);

  it('lists every bad variable and asks to check the configuration', async () => {
    const proc = startMain({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('PORT');
    expect(proc.output()).toContain('DATABASE_URL');
    expect(proc.output()).toContain('check your environment configuration');
  }, 30_000);
});
