/**
 * xSID retrieval benchmark (protocol: ../shared/bench/xsid/README.md). Per language, one FAQ per intent whose
 * aliases are half of the utterances; the other half are the queries; both folds. Prints top-1 accuracy per
 * language and overall, and the share of replies that asked for clarification instead of answering.
 * Run: npx tsx bench/retrieval-xsid/run.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerQuestion } from '../../apps/server/src/modules/answering/compose-reply.ts';
import { KnowledgeIndex } from '../../apps/server/src/modules/answering/knowledge-index.ts';
import type { KnowledgeFaq } from '../../apps/server/src/modules/answering/knowledge-types.ts';
import { DEFAULT_LANGUAGE_CODES } from '../../packages/contract/src/languages.ts';

const DATA = fileURLToPath(new URL('../../../shared/bench/xsid', import.meta.url));

function read(file: string): { text: string; intent: string }[] {
  const out: { text: string; intent: string }[] = [];
  let text = '';
  for (const line of readFileSync(join(DATA, file), 'utf8').split('\n')) {
    if (line.startsWith('# text = ')) text = line.slice(9).trim();
    else if (line.startsWith('# intent = ')) out.push({ text, intent: line.slice(11).trim() });
  }
  return out;
}

const rows: {
  lang: string;
  ours: boolean;
  n: number;
  top1: number;
  answered: number;
  clarify: number;
  clarifyHasGold: number;
}[] = [];
for (const file of readdirSync(DATA)
  .filter((f) => f.endsWith('.valid.conll'))
  .sort()) {
  const lang = file.split('.')[0] ?? '';
  const items = read(file);
  let n = 0;
  let top1 = 0;
  let answered = 0;
  let clarify = 0;
  let clarifyHasGold = 0;
  for (const fold of [0, 1]) {
    const train = items.filter((_, i) => i % 2 === fold);
    const test = items.filter((_, i) => i % 2 !== fold);
    const byIntent = new Map<string, string[]>();
    for (const it of train) byIntent.set(it.intent, [...(byIntent.get(it.intent) ?? []), it.text]);
    const faqs: KnowledgeFaq[] = [...byIntent].map(([intent, phrases]) => ({
      id: intent,
      category: null,
      keywords: [],
      versions: [{ language: lang, question: intent, answer: `Answer about ${intent}`, aliases: phrases }],
    }));
    const index = KnowledgeIndex.build({ faqs, chunks: [] });
    for (const q of test) {
      if (!byIntent.has(q.intent)) continue;
      n++;
      const [best] = index.searchFaqs(q.text, lang, 1);
      if (best?.faq.id === q.intent) top1++;
      const reply = answerQuestion({
        query: q.text,
        index,
        detection: { language: lang, confident: true },
        chatbotName: 'Bot',
        personality: 'friendly',
      });
      if (reply.kind === 'clarification') {
        clarify++;
        const gold = faqs.find((f) => f.id === q.intent)?.versions[0]?.question;
        if (gold && reply.clarificationOptions.includes(gold)) clarifyHasGold++;
      } else if (reply.kind === 'faq' && reply.matchedFaqId === q.intent) answered++;
    }
  }
  rows.push({
    lang,
    ours: (DEFAULT_LANGUAGE_CODES as string[]).includes(lang),
    n,
    top1,
    answered,
    clarify,
    clarifyHasGold,
  });
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`.padStart(7);
console.log('lang  queries   top-1  answered-right  clarification  (clarif. incl. gold)');
for (const r of rows) {
  console.log(
    `${r.lang}${r.ours ? ' ' : '*'}  ${String(r.n).padStart(7)} ${pct(r.top1, r.n)}  ${pct(r.answered, r.n)}        ${pct(r.clarify, r.n)}        ${pct(r.clarifyHasGold, r.clarify)}`,
  );
}
const sum = (pick: (r: (typeof rows)[number]) => number, only?: boolean) =>
  rows.filter((r) => !only || r.ours).reduce((s, r) => s + pick(r), 0);
for (const [label, only] of [
  ['all 13 languages', false],
  ['Parley default languages (ar de en it ja nl zh)', true],
] as const) {
  console.log(
    `overall, ${label}: top-1 ${pct(
      sum((r) => r.top1, only),
      sum((r) => r.n, only),
    ).trim()}, clarification rate ${pct(
      sum((r) => r.clarify, only),
      sum((r) => r.n, only),
    ).trim()}`,
  );
}
console.log(
  '* not one of the 12 default languages: no stemmer or stop words for it, generic tokenization only',
);
