import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { KnowledgeAnalysis } from '../answering/analyze-knowledge.ts';
import { KnowledgeIndex } from '../answering/knowledge-index.ts';
import { supportConcepts } from '../answering/lexicon/support-lexicon.ts';
import { loadActiveFaqs, loadProcessedChunks } from './knowledge-repository.ts';
import { bumpKnowledgeVersion, readKnowledgeVersion } from './knowledge-version.ts';

const POLL_MS = 5_000;

/**
 * Keeps the in-memory retrieval index in step with the database. Writers call `changed()`; every
 * instance notices the new version (its own at once, others within POLL_MS) and rebuilds once.
 */
export class KnowledgeService {
  private index: KnowledgeIndex = KnowledgeIndex.build({ faqs: [], chunks: [] });
  private version = '';
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
    this.initial = readKnowledgeVersion(this.db).then((version) => this.rebuild(version));
    this.initial.catch((err: unknown) => this.log?.error({ err }, 'building the knowledge index failed'));
    this.timer = setInterval(() => void this.poll(), POLL_MS);
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
    return { index: this.index, version: this.version };
  }

  /** The FAQ's category, recorded as a session topic. */
  categoryOf(faqId: string): string | null {
    return this.categories.get(faqId) ?? null;
  }

  /** Call after any FAQ, document or settings change; resolves once this instance serves the new knowledge. */
  async changed(): Promise<void> {
    await this.rebuild(await bumpKnowledgeVersion(this.db));
    for (const listener of this.listeners) listener();
  }

  /** Runs after every change made through this instance (background work such as embedding new texts). */
  onChanged(listener: () => void): void {
    this.listeners.push(listener);
  }

  private async poll(): Promise<void> {
    try {
      const latest = await readKnowledgeVersion(this.db);
      if (latest !== this.version) await this.rebuild(latest);
    } catch (err) {
      this.log?.warn({ err }, 'knowledge version poll failed');
    }
  }

  private async rebuild(version: string): Promise<void> {
    // Concurrent callers share one rebuild; a change that arrives during it triggers one more.
    while (this.rebuilding) await this.rebuilding;
    if (version === this.version) return;
    this.rebuilding = (async () => {
      const started = performance.now();
      const [faqs, chunks] = await Promise.all([loadActiveFaqs(this.db), loadProcessedChunks(this.db)]);
      // Cached analyses: only FAQs and passages that changed since the last build are analyzed again.
      this.index = KnowledgeIndex.build({ faqs, chunks, analysis: this.analysis });
      this.categories = new Map(faqs.map((f) => [f.id, f.category]));
      this.version = version;
      this.log?.info(
        { faqs: faqs.length, chunks: chunks.length, ms: Math.round(performance.now() - started) },
        'knowledge index rebuilt',
      );
    })();
    try {
      await this.rebuilding;
    } finally {
      this.rebuilding = undefined;
    }
  }
}
