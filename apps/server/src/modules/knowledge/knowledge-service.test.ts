import { afterAll, beforeAll, expect, it } from 'vitest';
import { documentChunks, documents } from '../../db/schema.ts';
import { type DatabaseKind, describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { insertFaqs, shopFaqs } from '../../test-fixtures.ts';
import { KnowledgeService } from './knowledge-service.ts';

describeEachDatabase('knowledge index', (kind: DatabaseKind) => {
  let t: TestApp;
  let other: KnowledgeService;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A second instance sharing the database.
    other = new KnowledgeService(t.database.db);
  });
  afterAll(() => t.close());

  it('rebuilds only the part that changed, and another instance follows each change', async () => {
    const knowledge = t.services.knowledge;
    await insertFaqs(t.database.db, shopFaqs);
    await knowledge.changed('faqs');
    await other.sync();
    expect(other.current().index.faqs).toHaveLength(shopFaqs.length);

    await t.database.db
      .insert(documents)
      .values({ id: 'doc-1', name: 'terms.txt', fileType: 'txt', status: 'processed', chunksCount: 1 });
    await t.database.db.insert(documentChunks).values({
      id: 'chunk-1',
      documentId: 'doc-1',
      position: 0,
      title: 'Rentals',
      content: 'Kayak rentals end at sunset.',
    });
    const faqsOnly = knowledge.current().index;
    await knowledge.changed('documents');
    const withDocument = knowledge.current().index;
    expect(withDocument.passages).not.toBe(faqsOnly.passages);
    expect(withDocument.chunks.map((c) => c.id)).toEqual(['chunk-1']);

    // An FAQ edit keeps the passage index as it is.
    await knowledge.changed('faqs');
    expect(knowledge.current().index).not.toBe(withDocument);
    expect(knowledge.current().index.passages).toBe(withDocument.passages);

    // A reply setting changes the version (cached replies are dropped) but not the index.
    const { index, version } = knowledge.current();
    await knowledge.changed('replies');
    expect(knowledge.current().index).toBe(index);
    expect(knowledge.current().version).not.toBe(version);

    await other.sync();
    expect(other.current().index.chunks.map((c) => c.id)).toEqual(['chunk-1']);
    expect(other.current().version).toBe(knowledge.current().version);
  });
});
