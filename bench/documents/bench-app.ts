import type { DatabaseKind } from '../../apps/server/src/db/test-database.ts';
import { findDocument } from '../../apps/server/src/modules/documents/documents-repository.ts';
import { createTestApp, type TestApp } from '../../apps/server/src/test-app.ts';

/** The app the document benches ask: every question comes from one in-process client, so the per-visitor limit is lifted. */
export async function benchApp(kind: DatabaseKind = 'pglite'): Promise<TestApp> {
  const t = await createTestApp(kind);
  const current = t.settings.get();
  await t.settings.save({ ...current, security: { ...current.security, maxRequestsPerMinute: 10_000 } });
  return t;
}

/** The document's row once the background job has processed it (or failed). */
export async function settled(t: TestApp, id: string) {
  let row = await findDocument(t.database.db, id);
  while (row?.status !== 'processed' && row?.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 50));
    row = await findDocument(t.database.db, id);
  }
  return row;
}
