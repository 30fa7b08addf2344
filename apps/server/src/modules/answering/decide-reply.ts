import { isChatOnlyTerm } from './chat-only-concepts.ts';
import type { ReplyPolicy } from './engine-params.ts';
import { fusePassageHits, fuseVectorHits, type VectorHits } from './fuse-vector-hits.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import type { ChunkHit, FaqHit, PreparedQuery } from './knowledge-types.ts';

const MAX_OPTIONS = 4;
const MAX_RELATED = 4;

/** What the index found for a question; the decision below only reads it, so benchmarks can replay it. */
export interface Ranked {
  query: PreparedQuery;
  faqs: FaqHit[];
  chunks: ChunkHit[];
  exact: boolean;
}

export type Decision =
  | { kind: 'faq'; hit: FaqHit }
  | { kind: 'clarification'; options: FaqHit[] }
  | { kind: 'document'; chunk: ChunkHit }
  /** `passages`: the one or two passages that come closest, shown as ones that may help (not cited as the answer). */
  | { kind: 'not_found'; related: FaqHit[]; passages: ChunkHit[] };

/** Ranks the FAQs and passages for a question; what an embeddings model found is fused in. */
export function rank(index: KnowledgeIndex, query: PreparedQuery, vectorHits?: VectorHits): Ranked {
  const faqs = index.searchFaqs(query, 6);
  const chunks = index.searchChunks(query, 3);
  return {
    query,
    faqs: vectorHits ? fuseVectorHits(faqs, vectorHits.faqs, index.faqs, query.language).slice(0, 6) : faqs,
    chunks: vectorHits
      ? fusePassageHits(chunks, vectorHits.passages, (id) => index.passages.byId(id)).slice(0, 3)
      : chunks,
    exact: index.exactMatch(query) !== undefined,
  };
}

/**
 * The reply decision: answer when confident; offer the plausible FAQs as buttons when several could fit
 * or confidence is middling (the spec's 0.07 rule included); quote a passage that holds the question;
 * "not found" only when nothing plausibly fits, with the nearest FAQs as related questions.
 */
export function decide(ranked: Ranked, policy: ReplyPolicy): Decision {
  const found = ranked.faqs;
  const [top, second] = found;
  const plausible = found.filter((h) => h.score >= policy.relatedScore);
  if (top && ranked.exact) return { kind: 'faq', hit: top };
  const topics = topicCandidates(ranked, policy);
  if (topics.length > 1) return { kind: 'clarification', options: topics.slice(0, MAX_OPTIONS) };
  const confident =
    top !== undefined &&
    top.score >= policy.answerScore &&
    top.coverage >= policy.answerCoverage &&
    (!second || top.score - second.score >= policy.answerMargin) &&
    matchedInOwnLanguage(ranked.query, top);
  const passage = ranked.chunks[0];
  // Two passages scoring alike (often both at the cap) give no answer to choose: they are shown as ones that
  // may help ("my parcel is lost in transit" met two returns passages through "parcel" and "arrival").
  const quotable =
    passage !== undefined &&
    ((passage.score >= policy.documentScore && passage.score > (ranked.chunks[1]?.score ?? 0)) ||
      leads(ranked, policy));
  // A passage that holds more of the question than the best FAQ answers it better, even a confident FAQ.
  const passageLeads = quotable && passage.score > (top?.score ?? 0);
  if (top && confident && !passageLeads) return { kind: 'faq', hit: top };

  const offer = top !== undefined && top.score >= policy.offerScore && top.coverage >= policy.offerCoverage;
  if (quotable && (!offer || passageLeads)) return { kind: 'document', chunk: passage };
  if (top && offer) {
    // The close ones (within the ratio of the best); at least two when two are plausible at all.
    const close = plausible.filter((h) => h.score >= top.score * policy.offerRatio);
    return {
      kind: 'clarification',
      options: (close.length > 1 ? close : plausible.slice(0, 2)).slice(0, MAX_OPTIONS),
    };
  }
  if (askedOnlyOfAChat(ranked)) return { kind: 'not_found', related: [], passages: [] };
  return { kind: 'not_found', related: plausible.slice(0, MAX_RELATED), passages: mayHelp(ranked, policy) };
}

/**
 * The passages that, though not quotable as the answer, plausibly hold it: each has several of the question's
 * words and comes closer than any FAQ; the best alone when it leads the next, or the best two when they are
 * close and lead the third (either may be the one). They are shown as passages that may help, as the nearest
 * FAQs are under "not found": a visitor's own wording rarely scores a passage high enough to be sure.
 */
function mayHelp(ranked: Ranked, policy: ReplyPolicy): ChunkHit[] {
  const bar = ranked.faqs[0]?.score ?? 0;
  const fits = (h: ChunkHit | undefined): h is ChunkHit =>
    h !== undefined &&
    h.score >= policy.passageOfferScore &&
    (h.held ?? 0) >= policy.passageOfferWords &&
    h.score >= bar;
  const ahead = (a: ChunkHit, b: ChunkHit | undefined) =>
    a.score >= policy.passageOfferLead * (b?.score ?? 0);
  const [best, next, third] = ranked.chunks;
  if (!fits(best)) return [];
  if (ahead(best, next)) return [best];
  return fits(next) && ahead(next, third) ? [best, next] : [];
}

/**
 * Whether the best passage, though it holds less of the question than `documentScore`, clearly answers it: a
 * visitor describing a situation uses words no passage has ("stuck in traffic" for a missed sailing), yet
 * one passage holds several of the question's words and scores well above the next passage and the best FAQ.
 */
function leads(ranked: Ranked, policy: ReplyPolicy): boolean {
  const [best, next] = ranked.chunks;
  if (!best || best.score < policy.documentLeadScore || (best.held ?? 0) < policy.documentLeadWords)
    return false;
  const rival = Math.max(next?.score ?? 0, ranked.faqs[0]?.score ?? 0);
  return best.score >= policy.documentLead * rival;
}

/**
 * Whether the FAQ version that holds the question is the visitor's, when the FAQ has one: a match only
 * through another language's version (a word its translator chose: "ne peux pas venir" meeting the
 * Russian version of an emergency FAQ) is offered as a button, not answered.
 */
function matchedInOwnLanguage(query: PreparedQuery, hit: FaqHit): boolean {
  const own = hit.faq.versions.some((v) => v.language === query.language);
  return !query.sure || !own || hit.version.language === query.language;
}

/**
 * FAQs that a bare topic names ("shipping?", "about my booking"): a question of a few words that
 * several FAQs contain (nearly) entirely is a choice between them, even when one of them scores higher.
 */
function topicCandidates(ranked: Ranked, policy: ReplyPolicy): FaqHit[] {
  const words = ranked.query.wordCount;
  if (words === 0 || words > policy.topicWords || ranked.exact) return [];
  // One word is all topic: the FAQs that share its meaning (a concept) are as much candidates as the one
  // that uses the word itself.
  const coverage = words === 1 ? 0 : policy.topicCoverage;
  const each = ranked.faqs.filter((h) => h.score >= policy.topicScore && h.coverage >= coverage);
  if (each.length > 1 || words === 1) return each;
  const pair = splitTopic(ranked, policy);
  return pair ?? each;
}

/**
 * The two best FAQs when the question is split between them ("Notdienst Wochenende": one holds the
 * emergency service, the other the weekend) and together they hold nearly all of it.
 */
function splitTopic(ranked: Ranked, policy: ReplyPolicy): FaqHit[] | undefined {
  const [a, b] = ranked.faqs;
  if (!a?.covered || !b?.covered || b.score < policy.pairScore) return undefined;
  const { terms, totalWeight } = ranked.query;
  const share = (indexes: number[]) =>
    indexes.reduce((sum, k) => sum + (terms[k]?.weight ?? 0), 0) / totalWeight;
  const inA = new Set(a.covered);
  const inB = new Set(b.covered);
  const both = share([...new Set([...inA, ...inB])]);
  const onlyA = share(a.covered.filter((k) => !inB.has(k)));
  const onlyB = share(b.covered.filter((k) => !inA.has(k)));
  return both >= policy.pairCoverage && onlyA >= policy.pairPart && onlyB >= policy.pairPart
    ? [a, b]
    : undefined;
}

/**
 * Whether the question is mostly something a chat is asked but no business answers ("tell me a joke") and no
 * FAQ speaks of: the nearest FAQs share only its other words ("tell"), so none is worth offering. A question
 * that only mentions it ("can I still come if the weather is bad?") keeps its related FAQs.
 */
function askedOnlyOfAChat(ranked: Ranked): boolean {
  const { terms, totalWeight } = ranked.query;
  const chatOnly = terms.filter((t) => t.id < 0 && isChatOnlyTerm(t.term));
  return chatOnly.reduce((sum, t) => sum + t.weight, 0) >= 0.5 * totalWeight;
}
