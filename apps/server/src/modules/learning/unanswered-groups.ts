import type { UnansweredGroup, UnansweredResponse } from '@parley/contract/learning';
import { engineParams } from '../answering/engine-params.ts';
import { KnowledgeIndex } from '../answering/knowledge-index.ts';
import type { KnowledgeFaq } from '../answering/knowledge-types.ts';
import { normalizeText } from '../answering/normalize-text.ts';
import type { LearningEventRow } from './learning-repository.ts';

/** The question folded as the engine's exact match folds it, so "Refund?" and "refund" count as one. */
export const questionKey = (text: string) =>
  normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Distinct questions grouped per page load: the most asked ones, so the page stays fast with many events. */
const MAX_QUESTIONS = 300;

interface Asked {
  text: string;
  language: string;
  kind: 'clarification' | 'not_found';
  count: number;
  visitors: Set<string>;
  /** FAQ id -> visitors who picked it after asking this. */
  picks: Map<string, Set<string>>;
  lastAsked: Date;
}

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** Per day (UTC), oldest first, every day of the window present so the chart has no gaps. */
export function timeline(events: LearningEventRow[], since: Date, now: Date): UnansweredResponse['timeline'] {
  const days = new Map<string, { not_found: number; clarification: number; picked: number }>();
  for (let t = Date.parse(day(since)); t <= now.getTime(); t += DAY_MS)
    days.set(day(new Date(t)), { not_found: 0, clarification: 0, picked: 0 });
  for (const e of events) {
    const bucket = days.get(day(e.createdAt));
    if (bucket) bucket[e.kind] += 1;
    const picked = e.pickedAt && days.get(day(e.pickedAt));
    if (picked) picked.picked += 1;
  }
  return [...days].map(([date, counts]) => ({ date, ...counts }));
}

function aggregate(events: LearningEventRow[]): Asked[] {
  const byKey = new Map<string, Asked>();
  for (const e of events) {
    const key = `${e.language}\u0000${e.questionKey}`;
    const asked = byKey.get(key) ?? {
      text: e.question,
      language: e.language,
      kind: e.kind,
      count: 0,
      visitors: new Set<string>(),
      picks: new Map<string, Set<string>>(),
      lastAsked: e.createdAt,
    };
    asked.count += 1;
    asked.visitors.add(e.visitorKey);
    // Events come oldest first: the latest wording and reply win.
    asked.text = e.question;
    asked.kind = e.kind;
    asked.lastAsked = e.createdAt;
    if (e.pickedFaqId) {
      const visitors = asked.picks.get(e.pickedFaqId) ?? new Set<string>();
      visitors.add(e.visitorKey);
      asked.picks.set(e.pickedFaqId, visitors);
    }
    byKey.set(key, asked);
  }
  return [...byKey.values()];
}

const mostPicked = (asked: Asked) => [...asked.picks].sort((a, b) => b[1].size - a[1].size)[0]?.[0];

/** Unassigned questions that resemble each other (in any language) share a group: a FAQ that is missing. */
function similarityClusters(questions: Asked[]): Asked[][] {
  const pseudo: KnowledgeFaq[] = questions.map((q, i) => ({
    id: String(i),
    category: null,
    keywords: [],
    versions: [{ language: q.language, question: q.text, answer: '', aliases: [] }],
  }));
  const index = KnowledgeIndex.build({ faqs: pseudo, chunks: [] });
  const parent = questions.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] ?? i;
    return i;
  };
  questions.forEach((q, i) => {
    for (const hit of index.searchFaqs(index.prepare(q.text, q.language), 5))
      if (hit.score >= engineParams.policy.offerScore) parent[root(Number(hit.faq.id))] = root(i);
  });
  const clusters = new Map<number, Asked[]>();
  questions.forEach((q, i) => {
    const r = root(i);
    clusters.set(r, [...(clusters.get(r) ?? []), q]);
  });
  return [...clusters.values()];
}

const byConfirmation = <T extends { confirmed_visitors: number; visitors: number; count: number }>(
  a: T,
  b: T,
) => b.confirmed_visitors - a.confirmed_visitors || b.visitors - a.visitors || b.count - a.count;

function toGroup(faq: KnowledgeFaq | null, asked: Asked[]): UnansweredGroup {
  const visitors = new Set<string>();
  const confirmed = new Set<string>();
  const questions = asked.map((q) => {
    for (const v of q.visitors) visitors.add(v);
    const picks = faq ? (q.picks.get(faq.id) ?? new Set<string>()) : new Set<string>();
    for (const v of picks) confirmed.add(v);
    return {
      text: q.text,
      language: q.language,
      kind: q.kind,
      count: q.count,
      visitors: q.visitors.size,
      confirmed_visitors: picks.size,
      last_asked: q.lastAsked.toISOString(),
    };
  });
  return {
    faq: faq
      ? {
          id: faq.id,
          question: faq.versions[0]?.question ?? '',
          languages: faq.versions.map((v) => v.language),
        }
      : null,
    count: questions.reduce((n, q) => n + q.count, 0),
    visitors: visitors.size,
    confirmed_visitors: confirmed.size,
    questions: questions.sort(byConfirmation),
  };
}

/**
 * Groups the questions the chat could not answer by the FAQ they most likely belong to: the one visitors
 * picked after asking, else the engine's best candidate; the rest by their similarity to each other.
 * A question the engine now matches exactly (an approved alias, a new FAQ) is answered and left out.
 * Groups whose FAQ most distinct visitors confirmed by picking it come first.
 */
export function groupUnanswered(events: LearningEventRow[], index: KnowledgeIndex): UnansweredGroup[] {
  const faqsById = new Map(index.faqs.map((f) => [f.id, f]));
  const asked = aggregate(events)
    .sort((a, b) => b.visitors.size - a.visitors.size || b.count - a.count)
    .slice(0, MAX_QUESTIONS);
  const byFaq = new Map<KnowledgeFaq, Asked[]>();
  const unassigned: Asked[] = [];
  for (const q of asked) {
    const [top] = index.searchFaqs(index.prepare(q.text, q.language), 1);
    if (top?.score === 1) continue;
    const picked = mostPicked(q);
    const faq =
      (picked && faqsById.get(picked)) ||
      (top && top.score >= engineParams.policy.relatedScore ? top.faq : undefined);
    if (faq) byFaq.set(faq, [...(byFaq.get(faq) ?? []), q]);
    else unassigned.push(q);
  }
  return [
    ...[...byFaq].map(([faq, qs]) => toGroup(faq, qs)),
    ...similarityClusters(unassigned).map((qs) => toGroup(null, qs)),
  ].sort(byConfirmation);
}
