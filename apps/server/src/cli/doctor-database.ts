import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import { pgdataDir } from './backup.ts';
import type { Check } from './doctor.ts';

const knownMigrations = (): number =>
  (
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/** Compares the migrations the database has applied with those this version of Parley ships. */
async function migrationState(database: Database): Promise<Check> {
  const known = knownMigrations();
  let applied = 0;
  try {
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    // PGlite returns { rows }, postgres-js the rows themselves.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    applied = Number(rows[0]?.n ?? 0);
  } catch {
    // No migrations table: a database Parley has never started on.
  }
  const name = 'database';
  const where = database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL';
  if (applied > known)
    return {
      name,
      status: 'fail',
      detail: `the ${where} has ${applied} migrations, this Parley knows ${known}: it was used by a newer version`,
      fix: 'Run the newer Parley version again, or restore a backup made for this version.',
    };
  if (applied < known)
    return {
      name,
      status: 'warn',
      detail: `the ${where} answers; ${known - applied} of ${known} migrations are not applied yet`,
      fix: 'Start Parley: it applies pending migrations at start-up (in one transaction).',
    };
  return { name, status: 'ok', detail: `the ${where} answers and has all ${known} migrations` };
}

/** Connects as Parley would, without changing anything (no migrations run, no lock kept). */
export async function checkDatabase(config: Config): Promise<Check> {
  if (config.DATABASE_URL) {
    let database: Database;
    try {
      database = await openPostgres(config.DATABASE_URL, { max: 1 });
    } catch (err) {
      return {
        name: 'database',
        status: 'fail',
        detail: (err as Error).message,
        fix: 'Start the PostgreSQL server, or correct DATABASE_URL (host, port, user, password, database name).',
      };
    }
    try {
      return await migrationState(database);
    } finally {
      await database.close();
    }
  }
  const dir = pgdataDir(config.DATA_DIR);
  if (!existsSync(join(dir, 'PG_VERSION')))
    return {
      name: 'database',
      status: 'warn',
      detail: `no embedded database in "${dir}" yet`,
      fix: 'None needed for a new install: Parley creates it at first start. Otherwise check DATA_DIR.',
    };
  let lock: { release(): void };
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // Opening it beside the running server could corrupt it; the server's /readyz reports its state.
    return {
      name: 'database',
      status: 'ok',
      detail: `the embedded database is in use by a running Parley (${err.message.split('.')[0]}); not opened`,
    };
  }
  try {
    const database = await openPglite(dir);
    try {
      return await migrationState(database);
    } finally {
      await database.close();
    }
  } catch (err) {
    return {
      name: 'database',
      status: 'fail',
      detail: (err as Error).message,
      fix: 'Restore the data directory from a backup (npm run parley -- restore <file>).',
    };
  } finally {
    lock.release();
  }
}
