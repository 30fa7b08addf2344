/**
 * Language detection on short messages (1-6 words) in the 12 default languages. The session language is set to a
 * different language each time, so keeping the session language counts as a miss. The messages of cased
 * scripts are then asked again in capitals ("WHERE IS MY ORDER"), as some visitors type them.
 * Run: npx tsx bench/language-detect/run.ts
 */

import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import { MESSAGES } from './dataset.ts';

const detector = await LanguageDetector.create();
let total = 0;
let right = 0;
const misses: string[] = [];
console.log('lang  messages  accuracy');
for (const lang of DEFAULT_LANGUAGE_CODES) {
  const messages = MESSAGES[lang] ?? [];
  let ok = 0;
  for (const text of messages) {
    const words = text.split(/\s+/).length;
    if (words > 6) throw new Error(`"${text}" has more than 6 words`);
    const current = lang === 'en' ? 'de' : 'en';
    const { language } = await detector.detect(text, { allowed: DEFAULT_LANGUAGE_CODES, current });
    if (language === lang) ok++;
    else misses.push(`${lang}: "${text}" -> ${language}`);
  }
  total += messages.length;
  right += ok;
  console.log(
    `${lang}    ${String(messages.length).padStart(8)}  ${((100 * ok) / messages.length).toFixed(1).padStart(7)}%`,
  );
}
console.log(`overall ${total} messages: ${((100 * right) / total).toFixed(1)}% (target >= 95%)`);
if (misses.length) console.log(`misses:\n  ${misses.join('\n  ')}`);

let cased = 0;
let casedRight = 0;
for (const lang of DEFAULT_LANGUAGE_CODES) {
  for (const text of MESSAGES[lang] ?? []) {
    const shouted = text.toUpperCase();
    if (shouted === text) continue;
    cased++;
    const current = lang === 'en' ? 'de' : 'en';
    const { language } = await detector.detect(shouted, { allowed: DEFAULT_LANGUAGE_CODES, current });
    if (language === lang) casedRight++;
  }
}
console.log(
  `the ${cased} messages of cased scripts written in capitals: ${((100 * casedRight) / cased).toFixed(1)}%`,
);
