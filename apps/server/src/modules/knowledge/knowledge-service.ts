import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { KnowledgeAnalysis } from '../answering/analyze-knowledge.ts';
import { KnowledgeIndex } from '../answering/knowledge-index.ts';
import { supportConcepts } from '../answering/lexicon/support-lexicon.ts';
import { loadActiveFaqs, loadProcessedChunks } from './knowledge-repository.ts';
import {
  bumpKnowledgeVersion,
  type KnowledgeScope,
  type KnowledgeVersions,
  readKnowledgeVersions,
  versionToken,
} from './knowledge-version.ts';

const POLL_MS = 5_000;

/**
 * Keeps the in-memory retrieval index in step with the database. Writers call `changed()`; every
 * instance notices the new version (its own at once, others within POLL_MS) and rebuilds once.
 */
export class KnowledgeService {
  private index: KnowledgeIndex = KnowledgeIndex.build({ faqs: [], chunks: [] });
  private versions: KnowledgeVersions | undefined;
  private categories = new Map<string, string | null>();
  private rebuilding: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly analysis = new KnowledgeAnalysis(supportConcepts());
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  private initial: Promise<void> = Promise.resolve();

  /** Builds the index in the background and keeps polling for changes made by other instances. */
  start(): void {
    this.initial = readKnowledgeVersions(this.db).then((versions) => this.rebuild(versions));
    this.initial.catch((err: unknown) => this.log?.error({ err }, 'building the knowledge index failed'));
    this.timer = setInterval(() => void this.sync(), POLL_MS);
    this.timer.unref();
  }

  /** Resolves once the first index is built. */
  ready(): Promise<void> {
    return this.initial;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  current(): { index: KnowledgeIndex; version: string } {
    return { index: this.index, version: this.versions ? versionToken(this.versions) : '' };
  }

  /** The FAQ's category, recorded as a session topic. */
  categoryOf(faqId: string): string | null {
    return this.categories.get(faqId) ?? null;
  }

  /** Call after any FAQ, document or settings change; resolves once this instance serves the new knowledge. */
  async changed(scope: KnowledgeScope): Promise<void> {
    await this.rebuild(await bumpKnowledgeVersion(this.db, scope));
    for (const listener of this.listeners) listener();
  }

  /** Runs after every change made through this instance (background work such as embedding new texts). */
  onChanged(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Rebuilds what another instance changed (called every POLL_MS). */
  async sync(): Promise<void> {
    try {
      await this.rebuild(await readKnowledgeVersions(this.db));
    } catch (err) {
      this.log?.warn({ err }, 'knowledge version poll failed');
    }
  }

  private async rebuild(next: KnowledgeVersions): Promise<void> {
    // Concurrent callers share one rebuild; a change that arrives during it triggers one more.
    while (this.rebuilding) await this.rebuilding;
    const before = this.versions;
    const faqsChanged = before?.faqs !== next.faqs;
    const documentsChanged = before?.documents !== next.documents;
    if (!faqsChanged && !documentsChanged && before?.replies === next.replies) return;
    this.rebuilding = (async () => {
      const started = performance.now();
      // Only the part that changed is loaded and rebuilt: an FAQ edit keeps the passage index as it is.
      const [faqs, chunks] = await Promise.all([
        faqsChanged ? loadActiveFaqs(this.db) : undefined,
        documentsChanged ? loadProcessedChunks(this.db) : undefined,
      ]);
      if (chunks) await this.analysis.analyzeChunks(chunks);
      if (faqs || chunks) {
        // Cached analyses: only FAQs and passages that changed since the last build are analyzed again.
        this.index = KnowledgeIndex.build({
          faqs: faqs ?? this.index.faqs,
          ...(chunks ? { chunks } : { passages: this.index.passages }),
          analysis: this.analysis,
        });
        if (faqs) this.categories = new Map(faqs.map((f) => [f.id, f.category]));
        this.log?.info(
          {
            faqs: this.index.faqs.length,
            chunks: this.index.chunks.length,
            rebuilt: [faqs && 'faqs', chunks && 'documents'].filter(Boolean),
            ms: Math.round(performance.now() - started),
          },
          'knowledge index rebuilt',
        );
      }
      this.versions = next;
    })();
    try {
      await this.rebuilding;
    } finally {
      this.rebuilding = undefined;
    }
  }
}
