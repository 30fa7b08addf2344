import { createHash } from 'node:crypto';
import type { ChunkRecord, FaqRecord } from '../knowledge/knowledge-repository.ts';

/** One text to embed, keyed so that its stored vector can be found, compared and replaced. */
export interface EmbeddingSource {
  key: string;
  faqId: string | null;
  chunkId: string | null;
  language: string;
  part: 'question' | 'answer' | 'passage';
  text: string;
  /** Changes with the text and the model, so either change embeds the text again. */
  contentHash: string;
}

const hash = (model: string, text: string) =>
  createHash('sha256').update(model).update('\u0000').update(text).digest('hex');

/**
 * What the knowledge base asks to embed: per FAQ language version its question with its aliases (how
 * visitors ask) and its answer (what it is about), and every processed document passage.
 */
export function embeddingSources(faqs: FaqRecord[], chunks: ChunkRecord[], model: string): EmbeddingSource[] {
  const sources: EmbeddingSource[] = [];
  for (const faq of faqs) {
    for (const v of faq.versions) {
      const ask = [v.question, ...v.aliases].join('\n');
      for (const [part, text] of [
        ['question', ask],
        ['answer', v.answer],
      ] as const) {
        sources.push({
          key: `faq:${faq.id}:${v.language}:${part}`,
          faqId: faq.id,
          chunkId: null,
          language: v.language,
          part,
          text,
          contentHash: hash(model, text),
        });
      }
    }
  }
  for (const c of chunks) {
    const text = `${c.title}\n${c.content}`;
    sources.push({
      key: `chunk:${c.id}`,
      faqId: null,
      chunkId: c.id,
      language: c.language,
      part: 'passage',
      text,
      contentHash: hash(model, text),
    });
  }
  return sources;
}
