import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive and frees the dir on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-lock-'));
    // A live process other than this one holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(join(dir, 'parley.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/Another Parley instance/);
    } finally {
      holder.kill();
    }
    await new Promise((r) => holder.once('exit', r));
    const lock = lockDataDir(dir);
    expect(existsSync(join(dir, 'parley.lock'))).toBe(true);
    lock.release();
    expect(existsSync(join(dir, 'parley.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-lock-'));
    writeFileSync(join(dir, 'parley.lock'), '999999999');
    const lock = lockDataDir(dir);
    lock.release();
  });
});
