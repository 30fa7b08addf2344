import type { AnalyzedText } from './tokenize.ts';

export interface FaqVersion {
  language: string;
  question: string;
  answer: string;
  aliases: string[];
}

/** An active FAQ with all its language versions; the first version is the FAQ's own language. */
export interface KnowledgeFaq {
  id: string;
  category: string | null;
  keywords: string[];
  versions: FaqVersion[];
}

export interface KnowledgeChunk {
  id: string;
  documentId: string;
  title: string;
  language: string;
  content: string;
}

export interface FaqHit {
  faq: KnowledgeFaq;
  /** 0..1: 1 is an exact match of a question or alias. */
  score: number;
  /** 0..1: the share of the question's weight that the FAQ uses anywhere (1: every word of it). */
  coverage: number;
  /** For a short question, which of its terms (indexes into `PreparedQuery.terms`) the FAQ uses anywhere. */
  covered?: number[];
  /** The language version that matched best. */
  version: FaqVersion;
}

export interface ChunkHit {
  chunk: KnowledgeChunk;
  /** 0..1: the share of the question's weight found in the passage. */
  score: number;
  /** How many of the question's words the passage holds, as written or by meaning. */
  held?: number;
}

/** A visitor's question analyzed once for this index: every search and the passage extraction reuse it. */
export interface PreparedQuery {
  text: AnalyzedText;
  language: string;
  /** false when the language is a guess: then no language version of a FAQ is preferred. */
  sure: boolean;
  /** Word terms after typo correction (passages are matched on these). */
  words: string[];
  /** Per word term, the support concepts it expresses here: a passage that says it otherwise still holds it. */
  meanings: ReadonlyMap<string, readonly string[]>;
  /** How many of the message's words carry a term (a word read in several languages counts once). */
  wordCount: number;
  /** Distinct FAQ terms (words and concepts) with their weight and id (-1: unknown, weighs `unknownWeight`). */
  /** `implied`: a topic the question's situation leads to, not a term of its own (see ConceptMatcher.implied). */
  terms: { term: string; weight: number; id: number; implied?: boolean }[];
  totalWeight: number;
}
