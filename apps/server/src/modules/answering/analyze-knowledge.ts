import type { KnowledgeChunk, KnowledgeFaq } from './knowledge-types.ts';
import type { ConceptMatcher } from './lexicon/concept-matcher.ts';
import { analyzeText, termsOfWords } from './tokenize.ts';

/** The fields of a FAQ language version, in the order the index weighs them. */
export const FIELDS = ['question', 'aliases', 'answer', 'meta'] as const;
export type Field = (typeof FIELDS)[number];

export interface AnalyzedField {
  language: string;
  /** Word terms and how often each occurs. */
  words: Map<string, number>;
  /** Support concepts the field expresses (weighted by the index's settings). */
  concepts: string[];
}

export interface AnalyzedVersion {
  language: string;
  fields: AnalyzedField[];
  /** Its question and aliases as typed, for exact matches (a clicked clarification button). */
  exactKeys: string[];
}

const countTerms = (terms: string[]) => {
  const tf = new Map<string, number>();
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  return tf;
};

/** Key for exact matches: a text as written, ignoring case, accents and punctuation. */
export const exactKey = (words: readonly string[]) => words.join(' ');

function analyzeFaq(faq: KnowledgeFaq, concepts: ConceptMatcher): AnalyzedVersion[] {
  const own = faq.versions[0]?.language ?? 'en';
  return faq.versions.map((v) => {
    const texts: Record<Field, string> = {
      question: v.question,
      aliases: v.aliases.join('\n'),
      answer: v.answer,
      meta: [faq.category ?? '', ...faq.keywords].join('\n'),
    };
    const fields = FIELDS.map((field) => {
      const language = field === 'meta' ? own : v.language;
      const analyzed = analyzeText(texts[field]);
      const words = termsOfWords(analyzed.words, language);
      return {
        language,
        words: countTerms(words),
        concepts: concepts.concepts(analyzed, language, words).terms,
      };
    });
    const exactKeys = [v.question, ...v.aliases].map((p) => exactKey(analyzeText(p).words)).filter(Boolean);
    return { language: v.language, fields, exactKeys };
  });
}

const signature = (faq: KnowledgeFaq) => JSON.stringify([faq.category, faq.keywords, faq.versions]);

/**
 * Text analysis (normalization, segmentation, stemming, concepts) is most of the cost of building the
 * index. Kept between builds, it is redone only for the FAQs and passages that changed, so an admin's edit
 * rebuilds the index from cached analyses in a fraction of the time of the first build.
 */
export class KnowledgeAnalysis {
  private faqs = new Map<string, { signature: string; versions: AnalyzedVersion[] }>();
  private chunks = new Map<string, { signature: string; terms: string[] }>();

  constructor(readonly concepts: ConceptMatcher) {}

  faq(faq: KnowledgeFaq, keep: Set<string>): AnalyzedVersion[] {
    keep.add(faq.id);
    const sig = signature(faq);
    const cached = this.faqs.get(faq.id);
    if (cached?.signature === sig) return cached.versions;
    const versions = analyzeFaq(faq, this.concepts);
    this.faqs.set(faq.id, { signature: sig, versions });
    return versions;
  }

  chunk(chunk: KnowledgeChunk, keep: Set<string>): string[] {
    keep.add(chunk.id);
    const sig = `${chunk.language}\n${chunk.title}\n${chunk.content}`;
    const cached = this.chunks.get(chunk.id);
    if (cached?.signature === sig) return cached.terms;
    const terms = termsOfWords(analyzeText(`${chunk.title}\n${chunk.content}`).words, chunk.language);
    this.chunks.set(chunk.id, { signature: sig, terms });
    return terms;
  }

  /** Forgets what the last build no longer used (deleted FAQs and passages). */
  prune(faqs: Set<string>, chunks: Set<string>): void {
    for (const id of this.faqs.keys()) if (!faqs.has(id)) this.faqs.delete(id);
    for (const id of this.chunks.keys()) if (!chunks.has(id)) this.chunks.delete(id);
  }
}
