import { createHash } from 'node:crypto';
import type { CacheStore } from '../../providers/cache/cache-store.ts';
import type { ComposedAnswer } from './compose-answer.ts';

/** Same normalized question + reply language + knowledge version -> same reply. */
export function answerCacheKey(parts: { question: string; language: string; knowledgeVersion: string }) {
  const normalized = parts.question.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256')
    .update([normalized, parts.language, parts.knowledgeVersion].join('\u0000'))
    .digest('base64url');
}

export class AnswerCache {
  constructor(
    private readonly store: CacheStore,
    private readonly options: () => { enabled: boolean; expirationMinutes: number },
    /** Told whether each lookup of an enabled cache found a reply, for /metrics. */
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  async get(key: string): Promise<ComposedAnswer | undefined> {
    if (!this.options().enabled) return undefined;
    const answer = await this.store.get<ComposedAnswer>(key);
    this.onLookup?.(answer !== undefined);
    return answer;
  }

  async set(key: string, answer: ComposedAnswer): Promise<void> {
    const { enabled, expirationMinutes } = this.options();
    if (enabled) await this.store.set(key, answer, expirationMinutes * 60_000);
  }

  clear(): Promise<void> {
    return this.store.clear();
  }

  size(): Promise<number> {
    return this.store.size();
  }
}
