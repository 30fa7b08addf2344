import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe } from 'vitest';
import { type Database, openPglite, openPostgres } from './client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh database, migrated with `migrationsFolder` (a test of a migration passes the ones before it). On PostgreSQL each call creates its own database (dropped on close),
 * so test files never see each other's rows.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openPglite(undefined);
    await runMigrations(database, migrationsFolder);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `parley_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 4 });
  await runMigrations(database, migrationsFolder);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs the same suite once per available database kind. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of testDatabaseKinds) describe(`${name} [${kind}]`, () => suite(kind));
}
