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
  /** The language version that matched best. */
  version: FaqVersion;
}

export interface ChunkHit {
  chunk: KnowledgeChunk;
  /** 0..1: the share of the question's weight found in the passage. */
  score: number;
}
