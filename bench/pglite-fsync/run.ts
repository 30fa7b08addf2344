/**
 * Cost of fsync on the embedded database for one commit alone: N single-row inserts, each its own transaction,
 * with PGlite durable (fsync on, Parley's default) and as shipped (fsync off). The chat path groups its writes
 * (modules/sessions/chat-writes.ts), so bench/chat-load shows what a reply pays.
 * Run: npx tsx bench/pglite-fsync/run.ts   (BENCH_COMMITS, default 500)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../apps/server/src/db/client.ts';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 500);
type Client = { query(sql: string, params?: unknown[]): Promise<unknown> };

for (const durable of [true, false, true, false]) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-fsync-bench-'));
  const database = await openPglite(join(dir, 'pgdata'), { durable });
  const client = (database.db as unknown as { $client: Client }).$client;
  await client.query('create table probe (id serial primary key, v text)');
  const started = performance.now();
  for (let i = 0; i < COMMITS; i++) await client.query('insert into probe (v) values ($1)', [`row ${i}`]);
  const ms = performance.now() - started;
  console.log(
    `fsync ${durable ? 'on ' : 'off'}: ${COMMITS} commits in ${ms.toFixed(0)} ms, ${(ms / COMMITS).toFixed(2)} ms per commit`,
  );
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
