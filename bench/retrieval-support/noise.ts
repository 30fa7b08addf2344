/**
 * Visitors' spelling: every paraphrase of the sets asked as written, with the accents of Latin-script
 * languages left out and German umlauts spelled out ("Rueckgabe", "telefono"), and with one typo (a
 * swapped, missing, extra or wrong letter in one word of five letters or more, seeded, so every run asks
 * the same questions). Prints one step per language for each, so a change to spelling tolerance shows
 * what it recovers. Chinese, Japanese and Korean are typed through an input method, whose slips are other
 * words, not letters: they are asked as written in every mode.
 * Run: npx tsx bench/retrieval-support/noise.ts [--heldout] [--faq-languages en,de]
 */

import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import { addTally, emptyTally, evaluate, rankSet, type Tally } from './evaluate.ts';
import { knowledgeFaqs, loadDevSets, onlyIn, optionValue } from './sets.ts';

const faqLanguages = optionValue('--faq-languages')?.split(',');
const group = process.argv.includes('--heldout') ? 'heldout' : 'sets';
const IME = new Set(['zh', 'ja', 'ko']);
/** Where accents are left out when typing fast (Russian "й" and Arabic script are typed as they are). */
const ACCENTED_LATIN = new Set(['es', 'fr', 'de', 'it', 'pt', 'nl']);

/** A small seeded generator (Park-Miller), so the typos are the same on every run. */
const random = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
const plain = (text: string, language: string) =>
  (language === 'de' ? text.replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c) : text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

/** One edit inside `word` (never its first letter); an added or wrong letter is one of the word's own, so it stays in its script. */
function misspell(word: string, next: () => number): string {
  const c = [...word];
  const i = 1 + Math.floor(next() * (c.length - 2));
  const letter = c[Math.floor(next() * c.length)] ?? '';
  const kind = Math.floor(next() * 4);
  if (kind === 0) [c[i], c[i + 1]] = [c[i + 1] ?? '', c[i] ?? ''];
  else if (kind === 1) c.splice(i, 1);
  else if (kind === 2) c.splice(i, 0, letter);
  else c[i] = letter === c[i] ? (c[i + 1] ?? letter) : letter;
  return c.join('');
}

const withTypo = (text: string, next: () => number) => {
  const long = [...text.matchAll(/\p{L}{5,}/gu)];
  const pick = long[Math.floor(next() * long.length)];
  if (!pick || pick.index === undefined) return text;
  return text.slice(0, pick.index) + misspell(pick[0], next) + text.slice(pick.index + pick[0].length);
};

const modes: Record<string, (text: string, language: string, next: () => number) => string> = {
  'as written': (text) => text,
  'no accents': (text, language) => (ACCENTED_LATIN.has(language) ? plain(text, language) : text),
  'one typo': (text, language, next) => (IME.has(language) ? text : withTypo(text, next)),
};

const detector = await LanguageDetector.create();
const tallies = new Map<string, Map<string, Tally>>();
for (const set of loadDevSets(group)) {
  const faqs = onlyIn(knowledgeFaqs(set.faqs), faqLanguages);
  const paraphrases = set.questions.filter((q) => q.kind === 'paraphrase');
  const questions = [];
  for (const spell of Object.values(modes)) {
    const next = random(7);
    for (const original of paraphrases) {
      const q = { ...original, text: spell(original.text, original.language, next) };
      const detection = await detector.detect(q.text, { allowed: DEFAULT_LANGUAGE_CODES, current: 'en' });
      questions.push({ q, detection });
    }
  }
  // One index per set ranks every mode's questions; each mode's come in a run of the same length.
  const ranked = rankSet(faqs, questions);
  Object.keys(modes).forEach((mode, m) => {
    const byMode = tallies.get(mode) ?? new Map<string, Tally>();
    tallies.set(mode, byMode);
    const own = ranked.slice(m * paraphrases.length, (m + 1) * paraphrases.length);
    for (const [language, t] of evaluate(own).byLanguage)
      for (const key of [language, 'all']) {
        const sum = byMode.get(key) ?? emptyTally();
        addTally(sum, t);
        byMode.set(key, sum);
      }
  });
}

const columns = [...DEFAULT_LANGUAGE_CODES, 'all'];
console.log(
  `one step of the ${group === 'sets' ? 'dev' : 'held-out'} sets' paraphrases${faqLanguages ? `, FAQs only in ${faqLanguages.join(', ')}` : ''}`,
);
console.log(['mode'.padEnd(11), ...columns.map((c) => c.padStart(5))].join(' '));
for (const [mode, byLanguage] of tallies)
  console.log(
    [
      mode.padEnd(11),
      ...columns.map((c) => {
        const t = byLanguage.get(c);
        return (t ? ((100 * t.oneStep) / t.paraphrases).toFixed(1) : '-').padStart(5);
      }),
    ].join(' '),
  );
