import { setImmediate as nextTurn } from 'node:timers/promises';
import { inLexiconScript } from './chinese-script.ts';
import type { KnowledgeChunk, KnowledgeFaq } from './knowledge-types.ts';
import { type ConceptMatcher, isNameTerm } from './lexicon/concept-matcher.ts';
import { knownPartOf, splitCompound } from './split-compound.ts';
import { analyzeText, plainText, termsOfWords } from './tokenize.ts';

/** The fields of a FAQ language version, in the order the index weighs them. */
export const FIELDS = ['question', 'aliases', 'answer', 'meta'] as const;
export type Field = (typeof FIELDS)[number];

export interface AnalyzedVersion {
  language: string;
  /** Each field's language: the FAQ's keywords and category are written in its own language. */
  fieldLanguages: string[];
  /** Distinct terms (words and concepts) of all its fields, and their ids in the analysis' dictionary. */
  terms: string[];
  termIds: Int32Array;
  /** Per field, per term of `terms`: occurrences as a word. */
  words: Float64Array[];
  /** Per field, per term of `terms`: occurrences as a support concept (weighted by the index's settings). */
  concepts: Float64Array[];
  /** Its question and aliases as typed, for exact matches (a clicked clarification button). */
  exactKeys: string[];
}

/**
 * Numbers every FAQ term once, so an index is built in flat typed arrays indexed by term id instead of
 * a Map lookup and a growing array per posting. Ids of terms that no FAQ uses any more are not reused;
 * the dictionary grows only by the new words of edits.
 */
export class TermDictionary {
  private readonly ids = new Map<string, number>();

  add(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(term, id);
    }
    return id;
  }

  find(term: string): number | undefined {
    return this.ids.get(term);
  }

  get size(): number {
    return this.ids.size;
  }

  terms(): IterableIterator<string> {
    return this.ids.keys();
  }
}

/** Key for exact matches: a text as written, ignoring case, accents and punctuation. */
export const exactKey = (words: readonly string[]) => words.join(' ');

/**
 * A version's fields as parallel arrays over its distinct terms, so that rebuilding the index after an
 * edit walks arrays instead of copying and merging a Map per field.
 */
function analyzeFaq(
  faq: KnowledgeFaq,
  matcher: ConceptMatcher,
  dictionary: TermDictionary,
): AnalyzedVersion[] {
  const own = faq.versions[0]?.language ?? 'en';
  return faq.versions.map((v) => {
    const texts: Record<Field, string> = {
      question: v.question,
      aliases: v.aliases.join('\n'),
      answer: v.answer,
      meta: [faq.category ?? '', ...faq.keywords].join('\n'),
    };
    const fieldLanguages = FIELDS.map((field) => (field === 'meta' ? own : v.language));
    const slots = new Map<string, number>();
    const counted = FIELDS.map((field, i) => {
      const language = fieldLanguages[i] ?? own;
      let analyzed = analyzeText(inLexiconScript(texts[field], language));
      // A German or Dutch compound of lexicon words ("Tagespass") also reads as its parts, so a visitor's
      // "day" or "Pass" meets it, in any language; one with a single lexicon word ("Fahrradbügel") as that word.
      const isWord = (w: string) => matcher.knowsWord(w, language);
      const parts = analyzed.words.flatMap(
        (w) => splitCompound(w, language, isWord) ?? knownPartOf(w, language, isWord) ?? [],
      );
      if (parts.length > 0) analyzed = { ...analyzed, words: [...analyzed.words, ...parts] };
      const words = termsOfWords(analyzed.words, language);
      // Another company's name is no bridge (see KnowledgeIndex.prepare): a FAQ gets no term for it.
      const concepts = matcher.concepts(analyzed, language, words).terms.filter((t) => !isNameTerm(t));
      for (const t of [...words, ...concepts]) if (!slots.has(t)) slots.set(t, slots.size);
      return { words, concepts };
    });
    const size = slots.size;
    const count = (terms: string[]) => {
      const tf = new Float64Array(size);
      for (const t of terms) {
        const slot = slots.get(t) ?? 0;
        tf[slot] = (tf[slot] ?? 0) + 1;
      }
      return tf;
    };
    return {
      language: v.language,
      fieldLanguages,
      terms: [...slots.keys()],
      termIds: Int32Array.from(slots.keys(), (t) => dictionary.add(t)),
      words: counted.map((c) => count(c.words)),
      concepts: counted.map((c) => count(c.concepts)),
      exactKeys: [v.question, ...v.aliases]
        .map((p) => exactKey(analyzeText(inLexiconScript(p, v.language)).words))
        .filter(Boolean),
    };
  });
}

/**
 * A passage's terms: its words and their support concepts, so a question that says it otherwise ("roto" for
 * "dañado"), or in another language, still meets it. Names are no bridge (see KnowledgeIndex.prepare).
 */
export function passageTerms(matcher: ConceptMatcher, text: string, language: string): string[] {
  const plain = plainText(inLexiconScript(text, language));
  const words = termsOfWords(plain.words, language);
  return [...words, ...matcher.concepts(plain, language, words).terms.filter((t) => !isNameTerm(t))];
}

const signature = (faq: KnowledgeFaq) => JSON.stringify([faq.category, faq.keywords, faq.versions]);

/**
 * Text analysis (normalization, segmentation, stemming, concepts) is most of the cost of building the
 * index. Kept between builds, it is redone only for the FAQs and passages that changed, so an admin's edit
 * rebuilds the index from cached analyses in a fraction of the time of the first build.
 */
export class KnowledgeAnalysis {
  private faqs = new Map<string, { signature: string; versions: AnalyzedVersion[] }>();
  private chunks = new Map<string, Uint32Array>();

  /** Shared by every build, so cached analyses keep their term ids. */
  readonly dictionary = new TermDictionary();
  /**
   * The passages' own numbering: the FAQ index sizes its tables by `dictionary`, and a 10 MB document brings
   * 100,000 words no FAQ uses. Like the FAQ dictionary it only grows, by the new words of new documents.
   */
  readonly passageDictionary = new TermDictionary();

  constructor(readonly concepts: ConceptMatcher) {}

  faq(faq: KnowledgeFaq, keep: Set<string>): AnalyzedVersion[] {
    keep.add(faq.id);
    const sig = signature(faq);
    const cached = this.faqs.get(faq.id);
    if (cached?.signature === sig) return cached.versions;
    const versions = analyzeFaq(faq, this.concepts, this.dictionary);
    this.faqs.set(faq.id, { signature: sig, versions });
    return versions;
  }

  /**
   * A passage's terms as ids of `passageDictionary`, in order: 4 bytes a term instead of a string each (a
   * 10 MB text has 1.5 million). A passage's text never changes under its id (saving a document's
   * passages gives each a new id), so the id alone finds its analysis.
   */
  chunk(chunk: KnowledgeChunk, keep: Set<string>): Uint32Array {
    keep.add(chunk.id);
    const cached = this.chunks.get(chunk.id);
    if (cached) return cached;
    const terms = passageTerms(this.concepts, `${chunk.title}\n${chunk.content}`, chunk.language);
    const ids = Uint32Array.from(terms, (t) => this.passageDictionary.add(t));
    this.chunks.set(chunk.id, ids);
    return ids;
  }

  /**
   * Analyzes the passages not analyzed yet, yielding to the event loop every `sliceMs`: a 10 MB document
   * (18,000 passages) takes seconds to analyze, and replies keep being served meanwhile. The build that
   * follows finds them cached.
   */
  async analyzeChunks(chunks: readonly KnowledgeChunk[], sliceMs = 20): Promise<void> {
    const scratch = new Set<string>();
    let sliceStart = performance.now();
    for (const chunk of chunks) {
      this.chunk(chunk, scratch);
      if (performance.now() - sliceStart >= sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
  }

  /** Forgets the FAQs the last build no longer used (deleted ones). */
  pruneFaqs(keep: Set<string>): void {
    for (const id of this.faqs.keys()) if (!keep.has(id)) this.faqs.delete(id);
  }

  /** Forgets the passages the last build no longer used (deleted documents). */
  pruneChunks(keep: Set<string>): void {
    for (const id of this.chunks.keys()) if (!keep.has(id)) this.chunks.delete(id);
  }
}
