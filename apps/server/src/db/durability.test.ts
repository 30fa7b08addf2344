import * as fs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openPglite } from './client.ts';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, fsyncSync: vi.fn(actual.fsyncSync) };
});

async function commitOneRow(durable: boolean) {
  const database = await openPglite(join(mkdtempSync(join(tmpdir(), 'parley-fsync-')), 'pgdata'), {
    durable,
  });
  try {
    const client = (
      database.db as unknown as { $client: { query(sql: string): Promise<{ rows: unknown[] }> } }
    ).$client;
    const settings = await client.query(
      "select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name",
    );
    await client.query('create table probe (id int)');
    vi.mocked(fs.fsyncSync).mockClear();
    await client.query('insert into probe values (1)');
    return { settings: settings.rows, fsyncs: vi.mocked(fs.fsyncSync).mock.calls.length };
  } finally {
    await database.close();
  }
}

describe('embedded database durability', () => {
  it('by default a commit reaches the disk through fsync(2) before it returns', async () => {
    const { settings, fsyncs } = await commitOneRow(true);
    expect(settings).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'wal_sync_method', setting: 'fsync' },
    ]);
    expect(fsyncs).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('with PGLITE_FSYNC=false nothing is synced (PGlite as shipped)', async () => {
    const { settings, fsyncs } = await commitOneRow(false);
    expect(settings[0]).toEqual({ name: 'fsync', setting: 'off' });
    expect(fsyncs).toBe(0);
  }, 60_000);
});
