import type { PersonalityType } from '@parley/contract/settings';
import { decide, rank } from './decide-reply.ts';
import { type Detection, scriptFits } from './detect-language.ts';
import { engineParams, type ReplyPolicy } from './engine-params.ts';
import { extractPassage } from './extract-passage.ts';
import type { VectorHits } from './fuse-vector-hits.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import type { ChunkHit, FaqHit, KnowledgeFaq, PreparedQuery } from './knowledge-types.ts';
import { fill, templatesFor } from './reply-templates.ts';
import { smallTalk } from './small-talk.ts';
import type { AnalyzedText } from './tokenize.ts';

export interface AnswerInput {
  /** The visitor's message, analyzed once (detection and every search reuse it). */
  text: AnalyzedText;
  index: KnowledgeIndex;
  /** The decision settings; engine-params.json unless a benchmark tries others. */
  policy?: ReplyPolicy;
  /** FAQs and passages an embeddings model found (when one is configured), fused with the lexical ranking. */
  vectorHits?: VectorHits;
  detection: Detection;
  chatbotName: string;
  personality: PersonalityType;
}

export interface EngineReply {
  kind: 'faq' | 'document' | 'clarification' | 'greeting' | 'thanks' | 'not_found';
  message: string;
  detectedLanguage: string;
  requiresClarification: boolean;
  clarificationOptions: string[];
  sources: { type: 'faq' | 'document'; id: string; title: string }[];
  faqCount: number;
  docCount: number;
  matchedFaqId?: string;
  /** Under "not found", the documents whose passages are shown as ones that may help (not sources: they may not answer). */
  mayHelp?: { id: string; title: string }[];
  /** Language the message is written in (differs from detectedLanguage for an untranslated FAQ answer). */
  answerLanguage: string;
  needsTranslation: boolean;
}

const emptyReply = (language: string): Omit<EngineReply, 'kind' | 'message'> => ({
  detectedLanguage: language,
  requiresClarification: false,
  clarificationOptions: [],
  sources: [],
  faqCount: 0,
  docCount: 0,
  answerLanguage: language,
  needsTranslation: false,
});

const questionIn = (faq: KnowledgeFaq, language: string) =>
  (faq.versions.find((v) => v.language === language) ?? faq.versions[0])?.question ?? '';

/**
 * The built-in answer: small talk; a FAQ answer in the visitor's language when the engine is confident;
 * the plausible FAQs as clarification buttons when several could fit or confidence is middling (the
 * spec's 0.07 rule included); a cited passage from a document; or, only when nothing plausibly fits, an
 * honest "not found" that points to the contact page (with the nearest FAQs as related questions).
 */
export function answerQuestion(input: AnswerInput): EngineReply {
  const talk = smallTalk(input.text.raw, input.chatbotName);
  if (!talk) return engineAnswer(input);
  // A request for a person is answered by the business's own FAQ when one answers it outright ("customer
  // service": how to reach it); else the reply says the assistant cannot hand over and links the contact page.
  if (talk === 'human') {
    const answered = engineAnswer(input);
    if (answered.kind === 'faq') return answered;
  }
  const language = input.detection.language;
  const template = templatesFor(language)[talk];
  return {
    ...emptyReply(language),
    // Small talk other than thanks is stored and counted as a greeting: it asks nothing the business answers.
    kind: talk === 'thanks' ? 'thanks' : 'greeting',
    message: fill(template[input.personality], { name: input.chatbotName }),
  };
}

function engineAnswer(input: AnswerInput): EngineReply {
  const policy = input.policy ?? engineParams.policy;
  const sure = input.detection.confident;
  const query = input.index.prepare(input.text, input.detection.language, { sure });
  const ranked = rank(input.index, query, input.vectorHits);
  // A word or two whose language was only a guess ("cita") is answered in the language of the FAQ it
  // plausibly names, rather than in the session's, when the message could be written in it ("多少钱" is
  // not Spanish, however well the Spanish version of a FAQ holds its meaning).
  const top = ranked.faqs[0];
  const aWordOrTwo = input.text.words.length <= 2;
  const language =
    !sure &&
    aWordOrTwo &&
    top &&
    top.score >= policy.offerScore &&
    scriptFits(input.text.raw, top.version.language)
      ? top.version.language
      : input.detection.language;
  const t = templatesFor(language);
  const base = emptyReply(language);
  const decision = decide(ranked, policy);
  const counts = {
    faqCount: ranked.faqs.filter((h) => h.score >= policy.relatedScore).length,
    docCount: decision.kind === 'document' ? 1 : 0,
  };
  const questions = (hits: FaqHit[]) => hits.map((h) => questionIn(h.faq, language));
  switch (decision.kind) {
    case 'faq':
      return faqReply(decision.hit, language, base, counts);
    case 'clarification':
      return {
        ...base,
        ...counts,
        kind: 'clarification',
        message: t.clarify[input.personality],
        requiresClarification: true,
        clarificationOptions: questions(decision.options),
      };
    case 'document': {
      const { chunk } = decision.chunk;
      return {
        ...base,
        ...counts,
        kind: 'document',
        message: `${fill(t.fromDocument, { title: chunk.title })}\n\n${quote(decision.chunk, input.index, ranked.query, language)}`,
        sources: [{ type: 'document', id: chunk.documentId, title: chunk.title }],
        answerLanguage: chunk.language,
        needsTranslation: chunk.language !== language,
      };
    }
    case 'not_found': {
      // Not an answer, but what comes closest is offered: one click answers a related FAQ if it fits, and
      // passages that may help are quoted (not cited as sources: they are not known to answer).
      const related = questions(decision.related);
      const quoted = decision.passages.map((hit) => quote(hit, input.index, ranked.query, language));
      const [only] = decision.passages;
      const intro =
        decision.passages.length === 1 && only
          ? [fill(t.mayHelp, { title: only.chunk.title }), ...quoted]
          : [
              t.mayHelpMany,
              ...decision.passages.map(
                (hit, i) => `${fill(t.fromDocument, { title: hit.chunk.title })}\n\n${quoted[i]}`,
              ),
            ];
      const message = decision.passages.length
        ? [...intro, related.length ? t.passageOrRelated : t.passageElse].join('\n\n')
        : (related.length ? t.unsure : t.notFound)[input.personality];
      return {
        ...base,
        ...counts,
        kind: 'not_found',
        message,
        clarificationOptions: related,
        mayHelp: decision.passages.map((hit) => ({ id: hit.chunk.documentId, title: hit.chunk.title })),
      };
    }
  }
}

/** A passage's sentences that hold the question, as a quote; one in another language says which it is in. */
function quote(hit: ChunkHit, index: KnowledgeIndex, query: PreparedQuery, language: string): string {
  const { chunk } = hit;
  const text = extractPassage(chunk.content, query, (s) => index.passageTerms(s, chunk.language));
  const t = templatesFor(language);
  const note =
    chunk.language === language
      ? ''
      : `\n\n${fill(t.onlyIn, { language: t.languageNames[chunk.language] ?? chunk.language })}`;
  return `> ${text}${note}`;
}

function faqReply(
  hit: FaqHit,
  language: string,
  base: Omit<EngineReply, 'kind' | 'message'>,
  counts: { faqCount: number; docCount: number },
): EngineReply {
  const own = hit.faq.versions.find((v) => v.language === language);
  const version = own ?? hit.faq.versions[0] ?? hit.version;
  const t = templatesFor(language);
  const note = own
    ? ''
    : `\n\n${fill(t.onlyIn, { language: t.languageNames[version.language] ?? version.language })}`;
  return {
    ...base,
    ...counts,
    kind: 'faq',
    message: `${version.answer}${note}`,
    sources: [{ type: 'faq', id: hit.faq.id, title: version.question }],
    matchedFaqId: hit.faq.id,
    answerLanguage: version.language,
    needsTranslation: !own,
  };
}
