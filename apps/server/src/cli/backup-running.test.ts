import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lockDataDir } from '../db/data-dir-lock.ts';

it('backup while Parley runs points to the online backup and writes nothing', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-running-'));
  // This test process stands for the running server: it holds the data directory's lock.
  const lock = lockDataDir(dataDir);
  try {
    const file = join(dataDir, 'backup.tgz');
    const run = spawnSync('npx', ['tsx', 'apps/server/src/cli/parley.ts', 'backup', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '3999' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('http://localhost:3999/api/v1/admin/backup');
    expect(existsSync(file)).toBe(false);
  } finally {
    lock.release();
  }
});
