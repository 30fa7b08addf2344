import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { resetPassword } from './reset-password.ts';

const USAGE = `Usage: npm run parley -- <command>

Commands:
  reset-password <email> [new-password]   set a new password (random when omitted) and sign the account out
`;

/** Operator commands: `npm run parley -- <command>`, against the same database the server uses. */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'reset-password' || !args[0]) {
    process.stdout.write(USAGE);
    process.exitCode = command ? 2 : 0;
    return;
  }
  const config = loadConfig();
  // The embedded database allows one process: stop Parley first (the lock says so if it is running).
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(join(resolve(config.DATA_DIR), 'pgdata'));
  try {
    await runMigrations(database);
    const { password } = await resetPassword(database.db, args[0], args[1]);
    process.stdout.write(
      `The password of ${args[0]} is now: ${password}\nEvery session of the account was signed out.\n`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
