import { join } from 'node:path';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { SERVER_ROOT } from '../server-root.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/**
 * Applies pending migrations. Drizzle runs them all inside one transaction, so a failing
 * migration leaves the database exactly as it was.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config: MigrationConfig = { migrationsFolder };
  // Both migrators accept any PgDatabase at run time; their declared types only differ by driver.
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePostgres(database.db as never, config);
}
