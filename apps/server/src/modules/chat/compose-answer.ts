import type { Source } from '@parley/contract/chat';
import type { EngineReply } from '../answering/compose-reply.ts';

/** What the chat service stores and returns for one visitor question (and what the cache keeps). */
export interface ComposedAnswer {
  message: string;
  detectedLanguage: string;
  requiresClarification: boolean;
  clarificationOptions: string[];
  sources: Source[];
  faqCount: number;
  docCount: number;
  answeredBy: 'engine' | 'llm' | 'engine_fallback';
  kind: EngineReply['kind'];
  topic: string | null;
}

export function fromEngine(reply: EngineReply, topic: string | null): ComposedAnswer {
  return {
    message: reply.message,
    detectedLanguage: reply.detectedLanguage,
    requiresClarification: reply.requiresClarification,
    clarificationOptions: reply.clarificationOptions,
    sources: reply.sources,
    faqCount: reply.faqCount,
    docCount: reply.docCount,
    answeredBy: 'engine',
    kind: reply.kind,
    topic,
  };
}
