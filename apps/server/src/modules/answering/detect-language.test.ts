import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { LanguageDetector } from './detect-language.ts';

describe('LanguageDetector', () => {
  let detector: LanguageDetector;
  beforeAll(async () => {
    detector = await LanguageDetector.create();
  });
  const detect = (text: string, current = 'en', allowed: string[] = DEFAULT_LANGUAGE_CODES) =>
    detector.detect(text, { allowed, current });

  it.each([
    ['Where is my parcel?', 'en'],
    ['¿Dónde está mi pedido?', 'es'],
    ['Où est mon colis ?', 'fr'],
    ['Wo ist mein Paket?', 'de'],
    ["Dov'è il mio pacco?", 'it'],
    ['Onde está a minha encomenda?', 'pt'],
    ['Waar is mijn pakket?', 'nl'],
    ['Где мой заказ?', 'ru'],
    ['我的包裹在哪里？', 'zh'],
    ['荷物はどこですか', 'ja'],
    ['제 택배는 어디에 있나요?', 'ko'],
    ['أين طردي؟', 'ar'],
  ])('detects %s as %s', async (text, language) => {
    expect(await detect(text, language === 'en' ? 'fr' : 'en')).toEqual({ language, confident: true });
  });

  it.each(['hi', 'ok', 'merci', '👍', '12345'])('keeps the session language for %s', async (text) => {
    expect(await detect(text, 'de')).toEqual({ language: 'de', confident: false });
  });

  it('is not swayed by punctuation on a short message ("how much?" read by fastText alone is Spanish)', async () => {
    expect((await detect('how much?', 'en')).language).toBe('en');
    expect((await detect('how much?', 'de')).language).not.toBe('es');
    expect(await detect('¿cuánto cuesta?', 'en')).toEqual({ language: 'es', confident: true });
  });

  it('reads a message in capitals as written in lower case (fastText alone takes "WHERE IS MY ORDER" for Japanese)', async () => {
    expect(await detect('WHERE IS MY ORDER', 'fr')).toEqual({ language: 'en', confident: true });
    expect(await detect('OÙ EST MA COMMANDE ?', 'en')).toEqual({ language: 'fr', confident: true });
  });

  it('tells neighbouring languages apart by their words when fastText hesitates', async () => {
    // fastText: Italian for the first, Afrikaans and Dutch for the second, Hungarian for the third.
    expect(await detect('quanto custa o envio', 'de')).toEqual({ language: 'pt', confident: true });
    expect(await detect('wat kost de verzending', 'de')).toEqual({ language: 'nl', confident: true });
    expect(await detect('reset my password', 'de')).toEqual({ language: 'en', confident: true });
  });

  it('keeps Japanese for a few kanji in a Japanese conversation, and only picks configured languages', async () => {
    expect((await detect('谢谢', 'ja')).language).toBe('ja');
    expect((await detect('谢谢', 'en')).language).toBe('zh');
    expect((await detect('Where is my parcel?', 'es', ['es', 'fr'])).language).toBe('es');
  });

  it('takes a few kanji in another conversation for Chinese only as a guess (Japanese writes them too)', async () => {
    expect(await detect('割引', 'en')).toEqual({ language: 'zh', confident: false });
    expect(await detect('割引', 'en', ['en', 'zh'])).toEqual({ language: 'zh', confident: true });
  });
});
