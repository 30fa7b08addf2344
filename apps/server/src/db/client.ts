import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.ts';
import { SyncingNodeFS } from './syncing-node-fs.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite and postgres-js share this API). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connections the driver may open at once (PGlite runs one query at a time). */
  poolSize: number;
  /** Runs one trivial query; used by /readyz. */
  ping(): Promise<void>;
  /** The embedded database only: its whole data directory as a gzipped tarball (a consistent backup). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

/** PGlite's own start parameters less -F (fsync off): see SyncingNodeFS. */
const DURABLE_START_PARAMS = PGlite.defaultStartParams.filter((p) => p !== '-F');

/**
 * Opens embedded PGlite in `dataDir` (or in memory when dataDir is undefined); `loadDataDir` fills a new
 * data directory from a tarball made by `dumpDataDir` (restore). `durable` (the default; PGLITE_FSYNC)
 * makes each commit wait until its WAL is on disk, so an acknowledged message survives a power loss.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob; durable?: boolean } = {},
): Promise<Database> {
  const durable = dataDir !== undefined && (options.durable ?? true);
  let client: PGlite;
  try {
    // PGlite's default 128 MB of shared buffers doubles Parley's memory; answers are served from memory anyway.
    // pg_trgm serves Chat Management's text search (migration 0007 creates the extension).
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(durable && dataDir ? { fs: new SyncingNodeFS(dataDir), startParams: DURABLE_START_PARAMS } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // fdatasync is a no-op in PGlite's build; fsync goes through SyncingNodeFS.
      postgresqlconf: durable ? ['shared_buffers=16MB', 'wal_sync_method=fsync'] : 'shared_buffers=16MB',
      extensions: { pg_trgm },
    });
    await client.query('select 1');
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new DatabaseOpenError(
      `The embedded database in "${dataDir}" could not be opened (${reason}). The data directory may be corrupt or ` +
        'from an incompatible version: restore it from a backup, or move it away to start with a fresh database.',
      { cause },
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolSize: 1,
    ping: async () => {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const poolSize = options.max ?? 10;
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  try {
    await client`select 1`;
  } catch (cause) {
    await client.end({ timeout: 1 }).catch(() => {});
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new DatabaseOpenError(
      `Could not connect to the PostgreSQL server in DATABASE_URL (${reason}). Check that the server is running ` +
        'and that the URL, user and password are right.',
      { cause },
    );
  }
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    poolSize,
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
  };
}
