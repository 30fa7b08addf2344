import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { describeEachDatabase, openTestDatabase } from '../../db/test-database.ts';
import {
  insertDocument,
  readDocumentFile,
  readPassages,
  readTextPreview,
  savePassages,
} from './documents-repository.ts';

// A 10 MB text makes 10,000+ passages of six columns each: more than the 65,535 parameters one statement
// may carry, so the passages must go in batches.
const PASSAGES = 12_000;

describeEachDatabase('documents repository with a large document', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('saves 12,000 passages and keeps the stored file byte for byte across its 1 MB parts', async () => {
    const bytes = new Uint8Array(2.5 * 1024 * 1024).map((_, i) => (i * 7) % 256);
    const doc = await insertDocument(database.db, {
      name: 'Manual.txt',
      fileType: 'txt',
      mimeType: 'text/plain',
      bytes,
    });
    const chunks = Array.from({ length: PASSAGES }, (_, position) => ({
      position,
      title: `Chapter ${position}`,
      content: `The pump is checked every spring, note ${position}.`,
      language: 'en',
    }));
    await savePassages(database.db, doc.id, {
      text: 'The pump is checked every spring.',
      language: 'en',
      chunks,
    });
    const saved = await readPassages(database.db, doc.id);
    expect(saved).toHaveLength(PASSAGES);
    expect(saved[PASSAGES - 1]).toMatchObject({ position: PASSAGES - 1, title: `Chapter ${PASSAGES - 1}` });
    expect((await readDocumentFile(database.db, doc.id))?.bytes).toEqual(bytes);
    expect(await readTextPreview(database.db, doc.id, 8)).toBe('The pump');
  }, 120_000);
});
