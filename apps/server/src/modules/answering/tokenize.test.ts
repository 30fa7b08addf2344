import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';
import { analyzeText, tokenize } from './tokenize.ts';

describe('normalizeText', () => {
  it('folds case, Latin accents and Arabic spelling variants but keeps Japanese voicing marks', () => {
    expect(normalizeText('Ré­SUMÉ Çà')).toBe('re­sume ca');
    expect(normalizeText('ＡＢＣ')).toBe('abc');
    expect(normalizeText('إِرْجَاعُ')).toBe('ارجاع');
    expect(normalizeText('مكتبة')).toBe('مكتبه');
    expect(normalizeText('ガイド')).toBe('ガイド');
  });

  it('folds "ё" but keeps Russian "й", a letter of its own that the stemmer needs', () => {
    expect(normalizeText('Ёлка новый')).toBe('елка новый');
  });
});

describe('tokenize', () => {
  it('stems and drops stop words per language', () => {
    expect(tokenize('How long does shipping take?', 'en')).toEqual(['long', 'ship', 'take']);
    expect(tokenize('¿Cuánto tarda el envío?', 'es')).toEqual(tokenize('cuanto tardan los envios', 'es'));
    expect(tokenize('Wo ist mein Paket?', 'de')).toEqual(['paket']);
  });

  it('segments Chinese and Japanese into dictionary words plus character bigrams', () => {
    expect(tokenize('配送时间', 'zh').sort()).toEqual(['配送', '时间', '送时'].sort());
    expect(tokenize('予約をキャンセルしたい', 'ja')).toEqual(expect.arrayContaining(['予約', 'キャンセル']));
    // A compound the segmenter keeps whole still shares its bigrams with the shorter word.
    expect(tokenize('退款申请', 'zh')).toEqual(expect.arrayContaining(['退款']));
  });

  it('drops the particle glued to a Korean word and adds its bigrams', () => {
    expect(tokenize('예약을', 'ko')).toEqual(expect.arrayContaining(['예약']));
    expect(tokenize('배송 기간', 'ko')).toEqual(['배송', '기간']);
  });

  it('leaves out the grammar of Chinese, Japanese and Korean questions ("is there ...?")', () => {
    // Only the topic remains: hiragana words and hiragana pairs are particles and inflection.
    expect(tokenize('ジムはありますか', 'ja')).toEqual(['ジム']);
    // A pair with a particle is the seam between two words, not a word.
    expect(tokenize('可以延迟退房吗', 'zh')).toEqual(expect.not.arrayContaining(['房吗']));
    expect(tokenize('注文したばかり', 'ja')).toEqual(['注文']);
    expect(tokenize('세탁 서비스 있어요?', 'ko')).toEqual(['세탁', '서비스', '서비', '비스']);
    expect(tokenize('예약을', 'ko')).toEqual(['예약']);
    expect(tokenize('你们有没有健身房', 'zh')).toEqual(expect.not.arrayContaining(['有没有', '你们']));
    // Modal verbs, adverbs and prepositions glue a Chinese question together: neither they nor the pairs
    // they form with their neighbours ("金能", "还能") name its topic.
    expect(tokenize('定金还能退吗', 'zh').sort()).toEqual(['定金', '退'].sort());
    expect(tokenize('我要把预约改到下周', 'zh')).toEqual(
      expect.not.arrayContaining(['我要', '要把', '把预']),
    );
  });

  it('leaves out indefinite words and adverbs that name no topic ("anyone", "still", "vielleicht", "혹시")', () => {
    expect(tokenize('Is there anyone who can still help me with something?', 'en')).toEqual(['help']);
    expect(tokenize('Kann mir vielleicht irgendwie jemand helfen?', 'de')).toEqual(['helf']);
    expect(tokenize('혹시 아직 예약', 'ko')).toEqual(['예약']);
    // A one-syllable Korean stop word standing alone ("옮길 수 있을까요": can it be moved).
    expect(tokenize('옮길 수 좀', 'ko')).toEqual(['옮길']);
    // Wanting, asking and being possible, as a Korean word without its ending ("싶어요" is read as "싶어").
    expect(tokenize('취소 가능한가요 알려주세요 싶어요', 'ko')).toEqual(['취소']);
  });

  it('leaves out wanting, needing and being able to ("quiero", "muss", "хочу", "اريد")', () => {
    // With FAQs in another language these words are unknown and would weigh like a missing topic.
    expect(tokenize('I wanted to cancel', 'en')).toEqual(tokenize('cancel', 'en'));
    expect(tokenize('quiero cancelar', 'es')).toEqual(tokenize('cancelar', 'es'));
    expect(tokenize('ich muss absagen', 'de')).toEqual(tokenize('absagen', 'de'));
    expect(tokenize('хочу отменить', 'ru')).toEqual(tokenize('отменить', 'ru'));
    expect(tokenize('اريد الغاء', 'ar')).toEqual(tokenize('الغاء', 'ar'));
  });

  it('leaves out the pieces that contractions and elisions leave, and chat spellings ("don\'t", "dell\'", "im")', () => {
    // "don" of "don't" would otherwise meet every FAQ that says "don't", as a rare word.
    expect(tokenize("I don't want a long contract", 'en')).toEqual(tokenize('long contract', 'en'));
    expect(tokenize('im locked out, cant get in', 'en')).toEqual(tokenize('locked out get in', 'en'));
    expect(tokenize("lo stato dell'ordine", 'it')).toEqual(tokenize('stato ordine', 'it'));
    expect(tokenize('gibts ne Sauna', 'de')).toEqual(tokenize('Sauna', 'de'));
    expect(tokenize('vc tem sauna', 'pt')).toEqual(tokenize('tem sauna', 'pt'));
  });

  it('reads a German separable verb\'s "zu" infinitive as the verb ("zurückzugeben" is "zurückgeben")', () => {
    expect(tokenize('Sachen zurückzugeben', 'de')).toEqual(tokenize('Sachen zurückgeben', 'de'));
    expect(tokenize('um mich anzumelden', 'de')).toEqual(tokenize('anmelden', 'de'));
    expect(tokenize('hinzuzufügen', 'de')).toEqual(tokenize('hinzufügen', 'de'));
    // Words that only look like one keep their "zu": "hinzufügen" (its prefix is "hinzu"), "Zug" compounds.
    expect(tokenize('hinzufügen', 'de')).not.toEqual(tokenize('hinfügen', 'de'));
    expect(tokenize('Einzugsermächtigung', 'de')).not.toEqual(tokenize('Eingsermächtigung', 'de'));
    expect(tokenize('Umzugskarton', 'de')).toEqual(['umzugskarton']);
  });

  it('leaves out chat shorthand that names no topic ("thx", "plz", "vllt", "stp", "спс")', () => {
    expect(tokenize('thx plz lmk', 'en')).toEqual([]);
    expect(tokenize('vllt bzw evtl', 'de')).toEqual([]);
    expect(tokenize('stp jsp', 'fr')).toEqual([]);
    expect(tokenize('спс', 'ru')).toEqual([]);
  });

  it('reads German typed without umlauts as with them ("Rueckgabe", "fuer")', () => {
    expect(tokenize('Rueckgabe der Groesse', 'de')).toEqual(tokenize('Rückgabe der Größe', 'de'));
    expect(tokenize('zurueckgeben', 'de')).toEqual(tokenize('zurückgeben', 'de'));
    expect(tokenize('ich moechte fuer morgen', 'de')).toEqual(tokenize('ich möchte für morgen', 'de'));
    // "ue" after a vowel or "q" is no umlaut; other languages keep theirs ("blue", "does").
    expect(tokenize('neue Feuer Quelle', 'de')).toEqual(['neu', 'feu', 'quell']);
    expect(tokenize('blue', 'en')).toEqual(['blue']);
  });

  it('leaves out contracted prepositions and articles ("am", "zum", "dalla", "pelo")', () => {
    expect(tokenize('Notfall am Wochenende', 'de')).toEqual(['notfall', 'wochen']);
    expect(tokenize('dalla stazione', 'it')).toEqual(['stazion']);
    expect(tokenize('pelo telefone', 'pt')).toEqual(['telefon']);
  });

  it('leaves out the words that frame a message without naming its topic ("a question about", "problem")', () => {
    expect(tokenize('关于我的预订', 'zh')).toEqual(['预订']);
    expect(tokenize('予約について質問です', 'ja')).toEqual(['予約']);
    // "〜の件で": on the matter of.
    expect(tokenize('予約の件で', 'ja')).toEqual(['予約']);
    expect(tokenize('dúvida sobre minha reserva', 'pt')).toEqual(tokenize('reserva', 'pt'));
    expect(tokenize('Problem mit der SIM Karte', 'de')).toEqual(tokenize('SIM Karte', 'de'));
    // The lists are folded like the text: Arabic "متى" (when) and "مشكلة" (problem) are stop words too.
    expect(tokenize('متى', 'ar')).toEqual([]);
    expect(tokenize('مشكلة', 'ar')).toEqual([]);
    // "Other" only points at the topic: "another branch" is about branches.
    expect(tokenize('outra unidade', 'pt')).toEqual(tokenize('unidade', 'pt'));
  });

  it('stems a word typed without accents as its family ("cancelacion" as "cancelar", "paye" as "payer")', () => {
    expect(new Set(tokenize('cancelación cancelacion cancelaciones cancelar', 'es'))).toEqual(
      new Set(['cancel']),
    );
    expect(tokenize('cobrais', 'es')).toEqual(tokenize('cobramos', 'es'));
    expect(new Set(tokenize('cancelação cancelacao cancelações cancelar', 'pt'))).toEqual(
      new Set(['cancel']),
    );
    expect(tokenize('paye envoye', 'fr')).toEqual(tokenize('payer envoyer', 'fr'));
    // Words that only look like those endings keep their stem ("país", "seis").
    expect(tokenize('pais seis', 'es')).toEqual(['pais', 'seis']);
  });

  it('stems Arabic and Russian', () => {
    expect(tokenize('الشحن', 'ar')).toEqual(tokenize('والشحن', 'ar'));
    expect(tokenize('доставки', 'ru')).toEqual(tokenize('доставка', 'ru'));
    // Adjective endings in "й" ("-ый", "-ой") are stemmed like the others.
    expect(tokenize('новый стиральной', 'ru')).toEqual(tokenize('новая стиральная', 'ru'));
  });
});

describe('words written like a name', () => {
  const names = (text: string) => {
    const a = analyzeText(text);
    return [...(a.capitalized ?? []), ...(a.foreign ?? [])].map((i) => a.words[i]);
  };
  it('are capitalized inside a sentence, or Latin inside another script', () => {
    expect(names('How do I return something I bought on Amazon? Thanks')).toEqual(['i', 'i', 'amazon']);
    expect(names('Is the new iPhone in stock')).toEqual(['iphone']);
    expect(names('Как вернуть товар на Wildberries?')).toEqual(['wildberries']);
    expect(names('这件穿M还是L合适')).toEqual([]);
  });
});
