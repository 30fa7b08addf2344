import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  DocumentFileType,
  DocumentItem,
  DocumentListQuery,
  DocumentStatus,
} from '@parley/contract/documents';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { documentChunks, documentFileParts, documentFiles, documents } from '../../db/schema.ts';
import type { TextChunk } from './chunk-text.ts';

type DocumentRow = typeof documents.$inferSelect;

const INSERT_BATCH = 500;

const SORT_COLUMNS = {
  name: documents.name,
  status: documents.status,
  created_at: documents.createdAt,
} as const;

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%" only. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function toDocumentItem(row: DocumentRow): DocumentItem {
  return {
    id: row.id,
    name: row.name,
    file_type: row.fileType as DocumentFileType,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    file_url: `/api/v1/admin/documents/${row.id}/file`,
    chunks_count: row.chunksCount,
    language: row.language,
    error: row.error,
    size: row.sizeBytes,
  };
}

export async function listDocuments(db: Db, query: DocumentListQuery) {
  const q = query.q?.trim();
  const where: SQL | undefined = q ? ilike(documents.name, likePattern(q)) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      // The id tiebreak keeps pages stable when documents share a status or a timestamp.
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(documents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { items: rows.map(toDocumentItem), total: totals[0]?.n ?? 0 };
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

/** Bytes per stored part of a file (see documentFileParts). */
const FILE_PART_BYTES = 1024 * 1024;

/** The document and its file in one transaction: a document row never exists without its bytes. */
export async function insertDocument(
  db: Db,
  input: { name: string; fileType: DocumentFileType; mimeType: string; bytes: Uint8Array },
): Promise<DocumentRow> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({ id, name: input.name, fileType: input.fileType, sizeBytes: input.bytes.length })
      .returning();
    await storeDocumentFile(tx, { documentId: id, mimeType: input.mimeType, bytes: input.bytes });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** A document's file: its bytes in parts (see documentFileParts), and the start of its text when known. */
export async function storeDocumentFile(
  tx: Tx,
  file: { documentId: string; mimeType: string; bytes: Uint8Array; text?: string },
): Promise<void> {
  const { documentId, mimeType, bytes, text } = file;
  await tx.insert(documentFiles).values({ documentId, mimeType, text });
  for (let part = 0; part * FILE_PART_BYTES < bytes.length; part++) {
    const slice = bytes.subarray(part * FILE_PART_BYTES, (part + 1) * FILE_PART_BYTES);
    await tx
      .insert(documentFileParts)
      .values({ documentId, part, bytes: sql`decode(${toHex(slice)}, 'hex')` });
  }
}

// PGlite turns bytea into and from hex one byte at a time (6 s and hundreds of MB for a 10 MB file); as one
// hex string both drivers move it in milliseconds.
const toHex = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex');

/** The stored file (without its extracted text), read a part at a time. */
export async function readDocumentFile(db: Db, id: string) {
  const [file] = await db
    .select({ mimeType: documentFiles.mimeType })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, id));
  if (!file) return undefined;
  const parts: Buffer[] = [];
  for (;;) {
    const [part] = await db
      .select({ hex: sql<string>`encode(${documentFileParts.bytes}, 'hex')` })
      .from(documentFileParts)
      .where(and(eq(documentFileParts.documentId, id), eq(documentFileParts.part, parts.length)));
    if (!part) break;
    parts.push(Buffer.from(part.hex, 'hex'));
  }
  return { mimeType: file.mimeType, bytes: new Uint8Array(Buffer.concat(parts)) };
}

/** The start of the extracted text, for the details preview (the whole text can be 10 MB). */
export async function readTextPreview(db: Db, id: string, chars: number): Promise<string> {
  const [file] = await db
    .select({ preview: sql<string | null>`left(${documentFiles.text}, ${chars})` })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, id));
  return file?.preview ?? '';
}

export async function setDocumentStatus(
  db: Db,
  id: string,
  status: DocumentStatus,
  error: string | null = null,
): Promise<void> {
  await db.update(documents).set({ status, error, updatedAt: new Date() }).where(eq(documents.id, id));
}

/**
 * Replaces the passages and marks the document processed. The passages go in a statement per batch, with a
 * turn of the event loop between batches, not in one long transaction: the embedded database runs on this
 * thread with one connection, and visitors' replies waited for the whole save (1.8 s for a 10 MB text's
 * 18,000 passages). Only processed documents are indexed, and the document stays `processing` until the
 * last step, so half-saved passages never answer; a re-run (after a crash) starts by deleting them.
 */
export async function savePassages(
  db: Db,
  id: string,
  result: { text: string; language: string; chunks: (TextChunk & { language: string })[] },
): Promise<void> {
  await db.delete(documentChunks).where(eq(documentChunks.documentId, id));
  // A batch is one JSON parameter unpacked by the database: 500 rows as separate parameters built an object
  // per value in the query builder, and a 10 MB text's 18,000 passages left 100 MB of it for the collector.
  for (let i = 0; i < result.chunks.length; i += INSERT_BATCH) {
    const rows = result.chunks.slice(i, i + INSERT_BATCH).map((c) => ({ id: randomUUID(), ...c }));
    await db.execute(sql`
      insert into ${documentChunks} (id, document_id, position, title, content, language)
      select r.id, ${id}, r.position, r.title, r.content, r.language
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(id text, position integer, title text, content text, language text)`);
    // PGlite answers through promises alone (microtasks): without this, no request is served until the end.
    await nextTurn();
  }
  await db.transaction(async (tx) => {
    await tx.update(documentFiles).set({ text: result.text }).where(eq(documentFiles.documentId, id));
    await tx
      .update(documents)
      .set({
        status: 'processed',
        error: null,
        language: result.language,
        chunksCount: result.chunks.length,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, id));
  });
}

export async function readPassages(db: Db, id: string) {
  return db
    .select({
      position: documentChunks.position,
      title: documentChunks.title,
      content: documentChunks.content,
      language: documentChunks.language,
    })
    .from(documentChunks)
    .where(eq(documentChunks.documentId, id))
    .orderBy(asc(documentChunks.position));
}

/** Deletes the document; its file and passages go with it (foreign keys cascade). */
export async function deleteDocument(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(documents).where(eq(documents.id, id)).returning({ id: documents.id });
  return deleted.length > 0;
}
