import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite } from '../db/client.ts';

/** Where the embedded database lives inside DATA_DIR (as start.ts opens it). */
export const pgdataDir = (dataDir: string) => join(resolve(dataDir), 'pgdata');

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Writes the embedded database to `file` as a gzipped tarball of its data directory (PGlite's dumpDataDir).
 * The caller holds the data-directory lock: PGlite allows one process, so Parley is stopped meanwhile.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  const dir = pgdataDir(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in "${dir}" to back up (check DATA_DIR).`);
  const database = await openPglite(dir);
  try {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('This database cannot be dumped.');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    // Written beside the target and renamed, so an interrupted backup never leaves a truncated file behind.
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database with the one in `file` (made by backupEmbedded). The current data directory
 * is kept beside it as pgdata.before-restore-<time> until the restored one has opened, and put back if
 * the backup does not load. The caller holds the data-directory lock.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ previous?: string }> {
  const bytes = readFileSync(file);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1])
    throw new Error(`"${file}" is not a Parley backup (a gzipped tarball made by \`parley backup\`).`);
  const dir = pgdataDir(dataDir);
  const previous = existsSync(dir)
    ? `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    : undefined;
  if (previous) renameSync(dir, previous);
  try {
    const database = await openPglite(dir, { loadDataDir: new Blob([bytes]) });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    if (previous) renameSync(previous, dir);
    throw new Error(`The backup could not be restored; the database is unchanged. ${(err as Error).message}`);
  }
  return previous ? { previous } : {};
}

/** PostgreSQL is backed up by its own tools; Parley prints the commands for the configured database. */
export function postgresBackupGuidance(command: 'backup' | 'restore', file: string): string {
  const backup = `pg_dump --format=custom --no-owner --file '${file}' "$DATABASE_URL"`;
  const restore = `pg_restore --clean --if-exists --no-owner --single-transaction --dbname "$DATABASE_URL" '${file}'`;
  return command === 'backup'
    ? `Parley uses the PostgreSQL server in DATABASE_URL: back it up with PostgreSQL's own tool (it runs while Parley serves):\n  ${backup}\nRestore it later with:\n  ${restore}\n`
    : `Parley uses the PostgreSQL server in DATABASE_URL: restore a pg_dump backup with PostgreSQL's own tool (stop Parley first):\n  ${restore}\nThen start Parley; it applies any newer migrations.\n`;
}
