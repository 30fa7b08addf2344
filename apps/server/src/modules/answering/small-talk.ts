import { z } from 'zod';
import { parseData, wordsByLanguageSchema } from '../../data/faq-set.ts';
import smallTalkJson from '../../data/small-talk.json' with { type: 'json' };
import { normalizeText } from './normalize-text.ts';

const smallTalkSchema = z.object({
  description: z.string(),
  greeting: wordsByLanguageSchema,
  thanks: wordsByLanguageSchema,
  opener: wordsByLanguageSchema,
  about: wordsByLanguageSchema,
  human: wordsByLanguageSchema,
  none: wordsByLanguageSchema,
  yes: wordsByLanguageSchema,
  filler: wordsByLanguageSchema,
  emoji: z.object({ thanks: z.array(z.string().min(1)), greeting: z.array(z.string().min(1)) }),
});
const lexicon = parseData(smallTalkSchema, smallTalkJson, 'small-talk.json');

/** A small-talk message longer than this is a question that starts politely, not small talk. */
const MAX_LENGTH = 80;

const strip = (text: string) =>
  normalizeText(text)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Kind = 'greeting' | 'thanks' | 'opener' | 'about' | 'human' | 'none';
type Phrase = Kind | 'yes' | 'filler';
/** Which kind a message of several phrases is: the first of these it holds, else a greeting (a filler such as "please" counts for nothing). */
const PRECEDENCE: (Kind | 'yes')[] = ['about', 'human', 'opener', 'thanks', 'none', 'yes'];
const PHRASES = new Map<string, Phrase>();
for (const kind of ['greeting', ...PRECEDENCE, 'filler'] as const)
  for (const phrases of Object.values(lexicon[kind]))
    for (const phrase of phrases.map(strip)) PHRASES.set(phrase, PHRASES.get(phrase) ?? kind);
const LONGEST = Math.max(...[...PHRASES.keys()].map((p) => p.length));

// Scripts written without spaces: a phrase may end in the middle of a run of their letters ("你好吗在吗").
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Only digits, or one letter that is not a word of its own ("价" is: it goes to the engine). */
const loneLetterOrDigits = (text: string) =>
  /^[\p{N} ]+$/u.test(text) || ([...text].length === 1 && !UNSPACED.test(text));

/**
 * The phrases a message is made of, when it is made only of small-talk phrases ("hi, how are you?",
 * "thanks, bye"); undefined otherwise.
 */
function phrasesOf(text: string): Phrase[] | undefined {
  const memo = new Map<number, Phrase[] | undefined>();
  const from = (i: number): Phrase[] | undefined => {
    if (i >= text.length) return [];
    if (memo.has(i)) return memo.get(i);
    memo.set(i, undefined);
    for (let end = Math.min(text.length, i + LONGEST); end > i; end--) {
      const kind = PHRASES.get(text.slice(i, end));
      const boundary = end === text.length || text[end] === ' ' || UNSPACED.test(text[end - 1] ?? '');
      if (!kind || !boundary) continue;
      const rest = from(text[end] === ' ' ? end + 1 : end);
      if (rest) {
        memo.set(i, [kind, ...rest]);
        break;
      }
    }
    return memo.get(i);
  };
  return from(0);
}

// An emoji is looked up without its variation selector ("❤️" and "❤" are one).
const bareEmoji = (e: string) => e.replace(/\uFE0F/g, '');
const EMOJI_KIND = new Map<string, Kind>([
  ...lexicon.emoji.thanks.map((e): [string, Kind] => [bareEmoji(e), 'thanks']),
  ...lexicon.emoji.greeting.map((e): [string, Kind] => [bareEmoji(e), 'greeting']),
]);

/**
 * A message without words: "👍" is thanks, "👋" a greeting, other emoji ("📦❓", "😡") ask for the question
 * in words; nothing at all (empty, spaces, punctuation) is met like a greeting: "How can I help?".
 */
function emojiOnly(message: string): Kind {
  const emoji = message.match(/\p{Extended_Pictographic}/gu) ?? [];
  if (emoji.length === 0) return 'greeting';
  const kinds = new Set(emoji.map((e) => EMOJI_KIND.get(e)));
  if (kinds.size === 1 && kinds.has('thanks')) return 'thanks';
  if (kinds.size === 1 && kinds.has('greeting')) return 'greeting';
  return 'opener';
}

/**
 * Recognizes a message that is only small talk (greetings, asking how the bot is, thanks, goodbyes, an
 * opener such as "I have a question" or "can you help me?", a question about the assistant such as "are
 * you a bot?", a request for a person such as "talk to a human", a bare no or yes), optionally addressed
 * to the bot by name. Of the phrases a message holds, the first kind in this order decides: a question
 * about the assistant; a request for a person ("hi, can I talk to a human?"); an opener ("thanks! one
 * more question": the reply asks for the question); thanks or a goodbye ("no thanks", "oui merci"); a bare
 * no ("none of these", after a clarification: the reply asks for a few more words); a bare yes ("yes
 * please", met like an opener). A lone letter or only digits get the opener reply too; a message without
 * words is read by its emoji.
 */
export function smallTalk(message: string, chatbotName: string): Kind | undefined {
  let text = strip(message);
  if (!text) return emojiOnly(message);
  const name = strip(chatbotName);
  if (name)
    text = text
      .replace(new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'g'), ' ')
      .trim();
  if (!text || text.length > MAX_LENGTH) return undefined;
  // A lone letter or only digits ("x", "12345") names nothing to search for: the reply asks for the question.
  if (loneLetterOrDigits(text)) return 'opener';
  const phrases = phrasesOf(text);
  if (!phrases) return undefined;
  const kind = PRECEDENCE.find((p) => phrases.includes(p)) ?? 'greeting';
  // A bare yes mostly answers "Anything else I can help with?": the opener reply asks what it is.
  return kind === 'yes' ? 'opener' : kind;
}
