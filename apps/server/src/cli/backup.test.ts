import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { appMeta } from '../db/schema.ts';
import { backupEmbedded, pgdataDir, postgresBackupGuidance, restoreEmbedded } from './backup.ts';

async function withDatabase<T>(
  dataDir: string,
  use: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>,
) {
  const database = await openPglite(pgdataDir(dataDir));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const readValue = (dataDir: string) =>
  withDatabase(dataDir, async ({ db }) => {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'probe'));
    return row?.value;
  });

// Each test creates, migrates and reopens durable databases on disk: slow on a busy machine.
describe('operator commands backup and restore (embedded database)', { timeout: 180_000 }, () => {
  it('brings back the data as it was at the backup', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-backup-'));
    const file = join(dataDir, 'parley.tgz');
    await withDatabase(dataDir, async (database) => {
      await runMigrations(database);
      await database.db.insert(appMeta).values({ key: 'probe', value: 'original' });
    });
    const { bytes } = await backupEmbedded(dataDir, file);
    expect(bytes).toBeGreaterThan(1000);

    await withDatabase(dataDir, ({ db }) =>
      db.update(appMeta).set({ value: 'changed' }).where(eq(appMeta.key, 'probe')),
    );
    expect(await readValue(dataDir)).toBe('changed');

    const { previous } = await restoreEmbedded(dataDir, file);
    expect(await readValue(dataDir)).toBe('original');
    // The replaced database is kept until the operator deletes it.
    expect(previous && existsSync(join(previous, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-backup-'));
    await withDatabase(dataDir, async (database) => {
      await runMigrations(database);
      await database.db.insert(appMeta).values({ key: 'probe', value: 'kept' });
    });
    const notBackup = join(dataDir, 'notes.txt');
    writeFileSync(notBackup, 'hello');
    await expect(restoreEmbedded(dataDir, notBackup)).rejects.toThrow('not a Parley backup');
    const corrupt = join(dataDir, 'corrupt.tgz');
    writeFileSync(corrupt, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]));
    await expect(restoreEmbedded(dataDir, corrupt)).rejects.toThrow('database is unchanged');
    expect(await readValue(dataDir)).toBe('kept');
    expect(readdirSync(dataDir).filter((f) => f.startsWith('pgdata'))).toEqual(['pgdata']);
  });

  it('refuses to back up a directory without a database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-backup-'));
    await expect(backupEmbedded(dataDir, join(dataDir, 'x.tgz'))).rejects.toThrow('no embedded database');
  });

  it('gives pg_dump and pg_restore commands for PostgreSQL', () => {
    expect(postgresBackupGuidance('backup', '/backups/p.dump')).toContain(
      `pg_dump --format=custom --no-owner --file '/backups/p.dump' "$DATABASE_URL"`,
    );
    expect(postgresBackupGuidance('restore', '/backups/p.dump')).toContain('pg_restore --clean --if-exists');
  });
});
