/**
 * xSID retrieval benchmark (protocol: ../shared/bench/xsid/README.md). Per language, one FAQ per intent whose
 * aliases are half of the utterances; the other half are the queries; both folds. Prints per language and
 * overall the ranking's top-1 and the reply outcome: answered with the right FAQ, right FAQ in one step
 * (answered, or offered as a button), a wrong FAQ answered, and the share of clarifications.
 * Run: npx tsx bench/retrieval-xsid/run.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { decide, rank } from '../../apps/server/src/modules/answering/decide-reply.ts';
import { engineParams } from '../../apps/server/src/modules/answering/engine-params.ts';
import { KnowledgeIndex } from '../../apps/server/src/modules/answering/knowledge-index.ts';
import type { KnowledgeFaq } from '../../apps/server/src/modules/answering/knowledge-types.ts';

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
  oneStep: number;
  wrong: number;
  clarify: number;
}[] = [];
for (const file of readdirSync(DATA)
  .filter((f) => f.endsWith('.valid.conll'))
  .sort()) {
  const lang = file.split('.')[0] ?? '';
  const items = read(file);
  let n = 0;
  let top1 = 0;
  let answered = 0;
  let oneStep = 0;
  let wrong = 0;
  let clarify = 0;
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
      const ranked = rank(index, index.prepare(q.text, lang));
      if (ranked.faqs[0]?.faq.id === q.intent) top1++;
      const decision = decide(ranked, engineParams.policy);
      const offered =
        decision.kind === 'clarification'
          ? decision.options
          : decision.kind === 'not_found'
            ? decision.related
            : [];
      if (decision.kind === 'clarification') clarify++;
      if (decision.kind === 'faq' && decision.hit.faq.id === q.intent) answered++;
      else if (decision.kind === 'faq') wrong++;
      if (
        (decision.kind === 'faq' && decision.hit.faq.id === q.intent) ||
        offered.some((h) => h.faq.id === q.intent)
      )
        oneStep++;
    }
  }
  rows.push({
    lang,
    ours: (DEFAULT_LANGUAGE_CODES as string[]).includes(lang),
    n,
    top1,
    answered,
    oneStep,
    wrong,
    clarify,
  });
}

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`.padStart(7);
console.log('lang  queries   top-1  answered-right  one-step    wrong  clarification');
for (const r of rows) {
  console.log(
    `${r.lang}${r.ours ? ' ' : '*'}  ${String(r.n).padStart(7)} ${pct(r.top1, r.n)}  ${pct(r.answered, r.n)}        ${pct(r.oneStep, r.n)}  ${pct(r.wrong, r.n)}  ${pct(r.clarify, r.n)}`,
  );
}
const sum = (pick: (r: (typeof rows)[number]) => number, only?: boolean) =>
  rows.filter((r) => !only || r.ours).reduce((s, r) => s + pick(r), 0);
for (const [label, only] of [
  ['all 13 languages', false],
  ['Parley default languages (ar de en it ja nl zh)', true],
] as const) {
  const n = sum((r) => r.n, only);
  console.log(
    `overall, ${label}: top-1 ${pct(
      sum((r) => r.top1, only),
      n,
    ).trim()}, answered right ${pct(
      sum((r) => r.answered, only),
      n,
    ).trim()}, one step ${pct(
      sum((r) => r.oneStep, only),
      n,
    ).trim()} (target >= 90%), wrong ${pct(
      sum((r) => r.wrong, only),
      n,
    ).trim()} (target <= 3%), clarification ${pct(
      sum((r) => r.clarify, only),
      n,
    ).trim()}`,
  );
}
console.log(
  '* not one of the 12 default languages: no stemmer or stop words for it, generic tokenization only',
);
