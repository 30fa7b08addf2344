import { normalizeText } from './normalize-text.ts';

/** Whole messages that are only a greeting or only thanks, per language (normalized: lower case, no accents). */
const GREETINGS: Record<string, string[]> = {
  en: [
    'hi',
    'hello',
    'hey',
    'hi there',
    'hello there',
    'hey there',
    'good morning',
    'good afternoon',
    'good evening',
    'howdy',
    'yo',
  ],
  es: ['hola', 'buenas', 'buenos dias', 'buenas tardes', 'buenas noches', 'hola que tal', 'saludos'],
  fr: ['bonjour', 'salut', 'bonsoir', 'coucou', 'bonjour a vous'],
  de: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'servus', 'moin', 'hallo zusammen'],
  it: ['ciao', 'buongiorno', 'buonasera', 'salve'],
  pt: ['ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'],
  nl: ['hallo', 'hoi', 'goedemorgen', 'goedemiddag', 'goedenavond', 'hey', 'dag'],
  ru: ['привет', 'здравствуите', 'добрыи день', 'доброе утро', 'добрыи вечер', 'здравствуй'],
  zh: ['你好', '您好', '嗨', '哈喽', '早上好', '晚上好', '大家好'],
  ja: ['こんにちは', 'こんばんは', 'おはよう', 'おはようございます', 'もしもし', 'やあ'],
  ko: ['안녕하세요', '안녕', '안녕하십니까', '반갑습니다'],
  ar: ['مرحبا', 'اهلا', 'السلام عليكم', 'اهلا وسهلا', 'صباح الخير', 'مساء الخير', 'هلا'],
};

const THANKS: Record<string, string[]> = {
  en: [
    'thanks',
    'thank you',
    'thx',
    'ty',
    'thanks a lot',
    'thank you very much',
    'many thanks',
    'cheers',
    'great thanks',
    'ok thanks',
    'perfect thanks',
  ],
  es: ['gracias', 'muchas gracias', 'mil gracias', 'gracias!'],
  fr: ['merci', 'merci beaucoup', 'merci bien', 'mille mercis'],
  de: ['danke', 'danke schon', 'vielen dank', 'dankeschon', 'danke sehr'],
  it: ['grazie', 'grazie mille', 'molte grazie'],
  pt: ['obrigado', 'obrigada', 'muito obrigado', 'muito obrigada', 'valeu'],
  nl: ['dank je', 'dank je wel', 'bedankt', 'dank u', 'dank u wel', 'merci'],
  ru: ['спасибо', 'большое спасибо', 'благодарю', 'спасибо большое'],
  zh: ['谢谢', '谢谢你', '多谢', '非常感谢', '感谢'],
  ja: ['ありがとう', 'ありがとうございます', 'どうもありがとう', 'サンキュー'],
  ko: ['감사합니다', '고맙습니다', '고마워요', '감사해요'],
  ar: ['شكرا', 'شكرا جزيلا', 'شكرا لك', 'مشكور'],
};

const strip = (text: string) =>
  normalizeText(text)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const index = (lexicon: Record<string, string[]>) => {
  const map = new Map<string, string[]>();
  for (const [lang, phrases] of Object.entries(lexicon))
    for (const phrase of phrases) map.set(strip(phrase), [...(map.get(strip(phrase)) ?? []), lang]);
  return map;
};
const GREETING_INDEX = index(GREETINGS);
const THANKS_INDEX = index(THANKS);

export interface SmallTalk {
  kind: 'greeting' | 'thanks';
  /** Languages this phrase belongs to (e.g. 'hallo' is German and Dutch). */
  languages: string[];
}

/**
 * Recognizes a message that is only a greeting or only thanks, optionally addressed to the bot by name. A
 * message with no words at all (empty, spaces, punctuation) is met like a greeting: "How can I help?".
 */
export function smallTalk(message: string, chatbotName: string): SmallTalk | undefined {
  let text = strip(message);
  if (!text && !/\p{Extended_Pictographic}/u.test(message)) return { kind: 'greeting', languages: [] };
  const name = strip(chatbotName);
  if (name)
    text = text
      .replace(new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'g'), ' ')
      .trim();
  const greeting = GREETING_INDEX.get(text);
  if (greeting) return { kind: 'greeting', languages: greeting };
  const thanks = THANKS_INDEX.get(text);
  if (thanks) return { kind: 'thanks', languages: thanks };
  return undefined;
}
