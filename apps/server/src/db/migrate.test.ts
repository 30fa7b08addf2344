import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { readDocumentFile } from '../modules/documents/documents-repository.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';
import { describeEachDatabase, openTestDatabase } from './test-database.ts';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** A copy of the real migrations whose journal `edit` changes (to add a migration or stop before one). */
function copyMigrations(edit: (entries: JournalEntry[]) => JournalEntry[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'parley-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: edit(journal.entries) }));
  return folder;
}

describeEachDatabase('migrations', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('create every table of the schema and are idempotent', async () => {
    database = await openTestDatabase(kind);
    await runMigrations(database);
    const rows = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables =
      (rows as unknown as { rows?: { table_name: string }[] }).rows ??
      (rows as unknown as { table_name: string }[]);
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'chat_sessions',
        'chat_messages',
        'faqs',
        'faq_translations',
        'documents',
        'document_chunks',
        'cache_entries',
        'analytics_snapshots',
        'settings',
        'contact_messages',
        'users',
        'auth_sessions',
        'auth_accounts',
        'auth_verifications',
        'api_keys',
        'app_meta',
      ]),
    );
  });

  it('leave the database as it was when a migration fails', async () => {
    database = await openTestDatabase(kind);
    // The real migrations plus a broken one that first creates a table, then fails.
    const folder = copyMigrations((entries) => [
      ...entries,
      { idx: 1, version: '7', when: Date.now() + 1000, tag: '9999_broken', breakpoints: true },
    ]);
    writeFileSync(
      join(folder, '9999_broken.sql'),
      'CREATE TABLE "half_done" ("id" text);--> statement-breakpoint\nSELECT * FROM "no_such_table";',
    );

    await expect(runMigrations(database, folder)).rejects.toThrow();
    const result = await database.db.execute(sql`select to_regclass('public.half_done') as t`);
    const row = ((result as unknown as { rows?: { t: unknown }[] }).rows ??
      (result as unknown as { t: unknown }[]))[0];
    expect(row?.t).toBeNull();
  });

  it('keep the bytes of a document stored before files were split into parts', async () => {
    database = await openTestDatabase(
      kind,
      copyMigrations((entries) => entries.filter((e) => e.tag < '0010')),
    );
    await database.db.execute(
      sql`insert into documents (id, name, file_type, size_bytes) values ('d1', 'old.txt', 'txt', 5)`,
    );
    await database.db.execute(
      sql`insert into document_files (document_id, mime_type, bytes) values ('d1', 'text/plain', 'hello'::bytea)`,
    );
    await runMigrations(database);
    const file = await readDocumentFile(database.db, 'd1');
    expect(file?.mimeType).toBe('text/plain');
    expect(Buffer.from(file?.bytes ?? []).toString()).toBe('hello');
  });
});
