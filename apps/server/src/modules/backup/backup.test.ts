import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgdataDir, restoreEmbedded } from '../../cli/backup.ts';
import { openPglite } from '../../db/client.ts';
import { faqs } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { type FixtureFaq, insertFaqs } from '../../test-fixtures.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';

const faq: FixtureFaq = { question: 'Do you open on Sundays?', answer: 'Yes, from 10:00.' };

describeEachDatabase('online backup', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t, 'owner@backup.example');
    user = await signUp(t, 'user@backup.example');
    await insertFaqs(t.database.db, [faq]);
  }, 120_000);
  afterAll(() => t.close());
  const download = (cookie: string) => t.app.request('/api/v1/admin/backup', { headers: asBrowser(cookie) });

  it('is refused to a user who is not an administrator', async () => {
    expect((await download(user)).status).toBe(403);
  });

  if (kind === 'pglite') {
    it('downloads the running embedded database, which restores with its data', {
      timeout: 180_000,
    }, async () => {
      const res = await download(admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="parley-backup-.*\.tgz"$/,
      );
      // The server keeps serving after the dump.
      expect((await download(admin)).status).toBe(200);
      const dataDir = mkdtempSync(join(tmpdir(), 'parley-online-backup-'));
      const file = join(dataDir, 'backup.tgz');
      writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
      await restoreEmbedded(dataDir, file);
      const restored = await openPglite(pgdataDir(dataDir));
      try {
        const rows = await restored.db.select({ question: faqs.question }).from(faqs);
        expect(rows.map((r) => r.question)).toContain(faq.question);
      } finally {
        await restored.close();
      }
    });
  } else {
    it('points to pg_dump on PostgreSQL', async () => {
      const res = await download(admin);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain('pg_dump');
    });
  }
});
