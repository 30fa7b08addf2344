import type {
  DocumentDetail,
  DocumentItem,
  DocumentListQuery,
  DocumentListResponse,
} from '@parley/contract/documents';
import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type JobQueue, PermanentJobError } from '../../providers/queue/job-queue.ts';
import type { LanguageDetector } from '../answering/detect-language.ts';
import type { KnowledgeService } from '../knowledge/knowledge-service.ts';
import { chunkText } from './chunk-text.ts';
import {
  deleteDocument,
  findDocument,
  insertDocument,
  listDocuments,
  readDocumentFile,
  readPassages,
  readTextPreview,
  savePassages,
  setDocumentStatus,
  toDocumentItem,
} from './documents-repository.ts';
import {
  DEFAULT_PARSE_LIMITS,
  ParseFailure,
  type ParseLimits,
  parseInWorker,
} from './parsing/parse-in-worker.ts';
import { MIME_TYPES, sniffDocumentType } from './parsing/sniff-document-type.ts';
import { passageLanguages } from './passage-languages.ts';
import type { Upload } from './read-upload.ts';

export const PROCESS_JOB = 'documents.process';
const processPayload = z.object({ documentId: z.string() });
const PREVIEW_CHARS = 3_000;
const DETAIL_PASSAGES = 50;

const missing = () => notFound('Document not found');

/**
 * Uploads are checked and stored at once; reading them, splitting them into passages and detecting their
 * language happens in a durable background job, after which every instance's answer index picks them up.
 */
export class DocumentsService {
  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobQueue;
      knowledge: KnowledgeService;
      detector: Promise<LanguageDetector>;
      /** The chatbot's configured language codes (detection considers these and the defaults). */
      languages: () => string[];
      log?: Logger;
      parseLimits?: ParseLimits;
    },
  ) {
    deps.jobs.define(PROCESS_JOB, {
      payload: processPayload,
      maxAttempts: 3,
      run: ({ documentId }) => this.process(documentId),
      onFailed: async ({ documentId }, error) => {
        await setDocumentStatus(this.deps.db, documentId, 'failed', error.message);
      },
    });
  }

  list(query: DocumentListQuery): Promise<DocumentListResponse> {
    return listDocuments(this.deps.db, query).then(({ items, total }) => ({
      items,
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    }));
  }

  /** Validates the content before anything is stored, then queues it for processing. */
  async upload(upload: Upload): Promise<DocumentItem> {
    if (upload.bytes.length === 0) throw new AppError('file_missing');
    const fileType = await sniffDocumentType(upload.bytes);
    if (!fileType) throw new AppError('unsupported_file_type');
    const row = await insertDocument(this.deps.db, {
      name: upload.name,
      fileType,
      mimeType: MIME_TYPES[fileType],
      bytes: upload.bytes,
    });
    await this.deps.jobs.enqueue(PROCESS_JOB, { documentId: row.id });
    return toDocumentItem(row);
  }

  async get(id: string): Promise<DocumentDetail> {
    const row = await findDocument(this.deps.db, id);
    if (!row) throw missing();
    const [preview, passages] = await Promise.all([
      readTextPreview(this.deps.db, id, PREVIEW_CHARS),
      readPassages(this.deps.db, id),
    ]);
    return {
      ...toDocumentItem(row),
      text_preview: preview,
      passages: passages.slice(0, DETAIL_PASSAGES),
    };
  }

  async file(id: string): Promise<{ name: string; mimeType: string; bytes: Uint8Array }> {
    const [row, file] = await Promise.all([
      findDocument(this.deps.db, id),
      readDocumentFile(this.deps.db, id),
    ]);
    if (!row || !file) throw missing();
    return { name: row.name, mimeType: file.mimeType, bytes: file.bytes };
  }

  async remove(id: string): Promise<void> {
    const row = await findDocument(this.deps.db, id);
    if (!row || !(await deleteDocument(this.deps.db, id))) throw missing();
    // Its passages leave the answer index on every instance.
    if (row.status === 'processed') await this.deps.knowledge.changed('documents');
  }

  async reprocess(id: string): Promise<DocumentItem> {
    const row = await findDocument(this.deps.db, id);
    if (!row) throw missing();
    await setDocumentStatus(this.deps.db, id, 'pending');
    await this.deps.jobs.enqueue(PROCESS_JOB, { documentId: id });
    // A processed document keeps answering from its passages until the new ones replace them.
    if (row.status === 'processed') await this.deps.knowledge.changed('documents');
    return toDocumentItem({ ...row, status: 'pending', error: null });
  }

  /** The job: read the file in a worker, split it into passages, detect languages, publish the passages. */
  private async process(id: string): Promise<void> {
    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const ms = Math.round(now - mark);
      mark = now;
      return ms;
    };
    const saved = await this.savePassagesOf(id, lap);
    if (!saved) return;
    await this.deps.knowledge.changed('documents');
    // Where the time went, for an administrator wondering why a large file took long (and for the bench).
    const ms = { ...saved.ms, index: lap() };
    this.deps.log?.info(
      { document: id, passages: saved.passages, language: saved.language, ms },
      'document processed',
    );
  }

  /**
   * Reads, splits and saves the document's passages. A function of its own so that the file, its text and
   * its passages (50 MB for a 10 MB file) are no longer held while the index is rebuilt.
   */
  private async savePassagesOf(id: string, lap: () => number) {
    const { db } = this.deps;
    const [row, file] = await Promise.all([findDocument(db, id), readDocumentFile(db, id)]);
    if (!row) return undefined; // deleted while queued
    if (!file) throw new PermanentJobError('The uploaded file is missing; upload it again.');
    await setDocumentStatus(db, id, 'processing');
    let text: string;
    try {
      text = await parseInWorker(
        row.fileType as keyof typeof MIME_TYPES,
        file.bytes,
        this.deps.parseLimits ?? DEFAULT_PARSE_LIMITS,
      );
    } catch (err) {
      if (err instanceof ParseFailure && err.unreadable) throw new PermanentJobError(err.message);
      throw err;
    }
    const detector = await this.deps.detector;
    const allowed = [...new Set([...this.deps.languages(), ...DEFAULT_LANGUAGE_CODES])];
    const detect = async (sample: string, current: string) =>
      (await detector.detect(sample.slice(0, 2_000), { allowed, current })).language;
    const parse = lap();
    const split = chunkText(text, row.name);
    const splitMs = lap();
    const language = await detect(text, 'en');
    const languages = await passageLanguages(
      split.map((c) => c.content),
      language,
      (content) => detect(content, language),
    );
    const chunks = split.map((c, i) => ({ ...c, language: languages[i] ?? language }));
    const languagesMs = lap();
    if (!(await findDocument(db, id))) return undefined; // deleted while processing
    // Only the preview's share of the text is kept: writing all 10 MB of it cost the embedded database memory.
    await savePassages(db, id, { text: text.slice(0, PREVIEW_CHARS), language, chunks });
    const ms = { parse, split: splitMs, languages: languagesMs, save: lap() };
    return { passages: chunks.length, language, ms };
  }
}
