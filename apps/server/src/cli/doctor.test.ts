import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { startEmbeddingsTestServer } from '../providers/embeddings/openai-compatible-embeddings-test-server.ts';
import { startOpenAiCompatibleTestServer } from '../providers/llm/openai-compatible-test-server.ts';
import { pgdataDir } from './backup.ts';
import { type Check, formatChecks, runDoctor } from './doctor.ts';

/** A port on which nothing listens: bound, read, and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

const byName = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.name, c]));

describe('operator command doctor', () => {
  it('lists every bad variable and checks nothing else', async () => {
    const checks = await runDoctor({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ name: 'configuration', status: 'fail' });
    expect(checks[0]?.detail).toContain('PORT');
    expect(checks[0]?.detail).toContain('DATABASE_URL');
  });

  it('says what to fix for each unreachable dependency, and passes those that answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-doctor-'));
    const llm = await startOpenAiCompatibleTestServer({ reply: 'OK' });
    const embeddings = await startEmbeddingsTestServer();
    const [redisPort, smtpPort] = [await closedPort(), await closedPort()];
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'test-model',
      EMBEDDINGS_BASE_URL: embeddings.baseUrl,
      EMBEDDINGS_MODEL: 'test-embed',
    };
    try {
      let checks = byName(await runDoctor(env));
      expect(checks.configuration?.status).toBe('ok');
      expect(checks['public address']).toMatchObject({
        status: 'warn',
        fix: expect.stringContaining('PUBLIC_URL'),
      });
      expect(checks.database).toMatchObject({
        status: 'warn',
        detail: expect.stringContaining('no embedded database'),
      });
      expect(checks.redis).toMatchObject({ status: 'fail', fix: expect.stringContaining('REDIS_URL') });
      expect(checks.mail).toMatchObject({
        status: 'fail',
        detail: expect.stringContaining(`:${smtpPort}`),
        fix: expect.stringContaining('SMTP_URL'),
      });
      expect(checks.llm?.status).toBe('ok');
      expect(checks.embeddings).toMatchObject({ status: 'ok', detail: expect.stringContaining('64-number') });

      llm.set({ status: 401 });
      embeddings.set({ status: 404 });
      const database = await openPglite(pgdataDir(dataDir));
      await database.close();
      checks = byName(await runDoctor({ ...env, REDIS_URL: undefined, SMTP_URL: undefined }));
      expect(checks.database).toMatchObject({
        status: 'warn',
        fix: expect.stringContaining('applies pending'),
      });
      expect(checks.redis).toBeUndefined();
      expect(checks.mail).toMatchObject({ status: 'warn', fix: expect.stringContaining('reset-password') });
      expect(checks.llm).toMatchObject({ status: 'fail', fix: expect.stringContaining('LLM_MODEL') });
      expect(checks.embeddings).toMatchObject({
        status: 'fail',
        fix: expect.stringContaining('EMBEDDINGS_MODEL'),
      });
      expect(formatChecks(Object.values(checks))).toMatch(/^FAIL llm: .*\n {5}fix: /m);
    } finally {
      await llm.close();
      await embeddings.close();
    }
  }, 60_000);

  it('reports a migrated embedded database as ready', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-doctor-'));
    const database = await openPglite(pgdataDir(dataDir));
    await runMigrations(database);
    await database.close();
    const checks = byName(await runDoctor({ DATA_DIR: dataDir }));
    expect(checks.database).toMatchObject({ status: 'ok', detail: expect.stringContaining('has all') });
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reaches PostgreSQL and refuses a wrong one',
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      expect(byName(await runDoctor({ DATABASE_URL: url })).database?.status).not.toBe('fail');
      const wrong = new URL(url);
      wrong.port = String(await closedPort());
      const database = byName(await runDoctor({ DATABASE_URL: wrong.toString() })).database;
      expect(database).toMatchObject({ status: 'fail', fix: expect.stringContaining('DATABASE_URL') });
    },
    60_000,
  );
});
