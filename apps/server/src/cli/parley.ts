import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { runMigrations } from '../db/migrate.ts';
import { backupEmbedded, pgdataDir, postgresBackupGuidance, restoreEmbedded } from './backup.ts';
import { createAdmin } from './create-admin.ts';
import { formatChecks, runDoctor } from './doctor.ts';
import { ask } from './prompt.ts';
import { resetPassword } from './reset-password.ts';

const USAGE = `Usage: npm run parley -- <command>

Commands:
  doctor                                  check the configuration, database, Redis, mail, LLM and embeddings
  backup <file>                           write the embedded database to <file> (stop Parley first)
  restore <file>                          replace the embedded database with a backup (stop Parley first)
  create-admin [--email E] [--name N] [--password P]
                                          create an administrator, or make an existing account one
                                          (asks for what is missing; ADMIN_EMAIL/ADMIN_PASSWORD also work)
  reset-password <email> [new-password]   set a new password (random when omitted) and sign the account out

On PostgreSQL (DATABASE_URL), backup and restore print the pg_dump / pg_restore commands to use.
`;

const out = (text: string) => process.stdout.write(text);

/** The embedded database allows one process: the lock says so when Parley is running. */
async function withDatabase<T>(config: Config, use: (database: Database) => Promise<T>): Promise<T> {
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  try {
    const database = config.DATABASE_URL
      ? await openPostgres(config.DATABASE_URL)
      : await openPglite(pgdataDir(config.DATA_DIR));
    try {
      await runMigrations(database);
      return await use(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

async function withEmbeddedLock<T>(config: Config, use: () => Promise<T>): Promise<T> {
  const lock = lockDataDir(config.DATA_DIR);
  try {
    return await use();
  } finally {
    lock.release();
  }
}

async function backupOrRestore(command: 'backup' | 'restore', file: string): Promise<void> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    out(postgresBackupGuidance(command, file));
    // Nothing was written: a scheduled backup must not look as if it succeeded.
    process.exitCode = 1;
    return;
  }
  if (command === 'backup') {
    let bytes: number;
    try {
      ({ bytes } = await withEmbeddedLock(config, () => backupEmbedded(config.DATA_DIR, file)));
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      // The running server holds the database; it makes the same backup online for an administrator.
      const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      out(
        `Parley is running on this data directory. Download a backup without stopping it: sign in as an\nadministrator and open ${base}/api/v1/admin/backup (restore it later with this command's "restore").\n`,
      );
      process.exitCode = 1;
      return;
    }
    out(`Backed up the embedded database to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).\n`);
    return;
  }
  const { previous } = await withEmbeddedLock(config, () => restoreEmbedded(config.DATA_DIR, file));
  out(`Restored the embedded database from ${file}.\n`);
  if (previous)
    out(`The database it replaced is kept in ${previous}; delete it once you no longer need it.\n`);
}

async function createAdminCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const config = loadConfig();
  const email = values.email ?? config.ADMIN_EMAIL ?? (await ask('Email: '));
  const name = values.name ?? (await ask('Name (Enter for "Administrator"): '));
  // On a terminal the password is asked for (not echoed); otherwise a new account gets a random one.
  const password =
    values.password ??
    config.ADMIN_PASSWORD ??
    ((await ask('Password (Enter for a random one): ', { hidden: true })) || undefined);
  const result = await withDatabase(config, (database) =>
    createAdmin(database.db, config, { email, name, password }),
  );
  if (result.outcome === 'created') {
    out(`Created the administrator ${email.trim().toLowerCase()}.\n`);
    if (password === undefined) out(`Password: ${result.password}\n`);
  } else {
    out(`${email.trim().toLowerCase()} already had an account: it is now an administrator and enabled`);
    out(result.passwordChanged ? ', with the new password.\n' : '; its password is unchanged.\n');
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const file = args[0];
  if (command === 'doctor') {
    const checks = await runDoctor(process.env);
    out(formatChecks(checks));
    if (checks.some((c) => c.status === 'fail')) process.exitCode = 1;
  } else if ((command === 'backup' || command === 'restore') && file) {
    await backupOrRestore(command, file);
  } else if (command === 'create-admin') {
    await createAdminCommand(args);
  } else if (command === 'reset-password' && file) {
    const config = loadConfig();
    const { password } = await withDatabase(config, (database) => resetPassword(database.db, file, args[1]));
    out(`The password of ${file} is now: ${password}\nEvery session of the account was signed out.\n`);
  } else {
    out(USAGE);
    process.exitCode = command ? 2 : 0;
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
