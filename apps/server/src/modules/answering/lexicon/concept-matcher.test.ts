import { describe, expect, it } from 'vitest';
import { analyzeText, tokenize } from '../tokenize.ts';
import { ConceptMatcher, type Lexicon } from './concept-matcher.ts';

const matcher = new ConceptMatcher({
  delivery: { en: ['shipping', 'postage'], es: ['envío'], zh: ['快递', '发货'] },
  refund: { en: ['money back'], ja: ['返金'] },
  account: { es: ['cuenta'] },
  guest: { es: ['sin cuenta'] },
});
const conceptsOf = (m: ConceptMatcher, text: string, language: string) =>
  m.concepts(analyzeText(text), language, tokenize(text, language)).terms.sort();
const concepts = (text: string, language: string) => conceptsOf(matcher, text, language);
/** The concepts a matcher of this lexicon finds in a text. */
const finder = (lexicon: Lexicon) => {
  const m = new ConceptMatcher(lexicon);
  return (text: string, language: string) => conceptsOf(m, text, language);
};

describe('concept matcher', () => {
  it('finds a concept through any inflection the stemmer folds', () => {
    expect(concepts('Do you charge postage?', 'en')).toEqual(['~delivery']);
    expect(concepts('what about shipped parcels', 'en')).toEqual(['~delivery']);
    expect(concepts('¿Cuánto cuestan los envios?', 'es')).toEqual(['~delivery']);
  });

  it('finds an entry matched as written with up to two other words inside it, in its order', () => {
    const find = finder({ pause: { en: ['put on hold'] }, free: { en: ['no cost'] } });
    expect(find('can I put my membership on hold?', 'en')).toEqual(['~pause']);
    expect(find('is there no extra cost?', 'en')).toEqual(['~free']);
    expect(find('can I put all my three memberships on hold?', 'en')).toEqual([]);
    expect(find('on hold, can I put it?', 'en')).toEqual([]);
  });

  it('needs every word of a several-word entry', () => {
    expect(concepts('I want my money back', 'en')).toEqual(['~refund']);
    expect(concepts('I have no money', 'en')).toEqual([]);
  });

  it("keeps a stop word that changes an entry's meaning", () => {
    expect(concepts('¿Puedo comprar sin cuenta?', 'es')).toEqual(['~account', '~guest']);
    expect(concepts('olvidé la clave de mi cuenta', 'es')).toEqual(['~account']);
  });

  it('finds Chinese and Japanese entries inside unsegmented text', () => {
    expect(concepts('我的快递什么时候到', 'zh')).toEqual(['~delivery']);
    expect(concepts('返金はいつですか', 'ja')).toEqual(['~refund']);
    expect(concepts('我的订单', 'zh')).toEqual([]);
  });

  it('finds a Korean entry at the start of a word, whatever ending follows, not inside another word', () => {
    const find = finder({ capacity: { ko: ['제한', '상한'] }, privacy: { ko: ['다른 회사에 넘기'] } });
    expect(find('인원 제한이 있나요?', 'ko')).toEqual(['~capacity']);
    expect(find('카드로 결제한 금액이 이상한데요', 'ko')).toEqual([]);
    expect(find('주소를 다른 회사에 넘기시나요?', 'ko')).toEqual(['~privacy']);
    expect(find('2인제한', 'ko')).toEqual([]);
    expect(find('VIP제한', 'ko')).toEqual(['~capacity']);
  });

  it('finds a one-character Chinese or Japanese entry only as a word of its own', () => {
    const found = finder({
      '=lock': { zh: ['锁'] },
      '=dog': { ja: ['犬'] },
      '=bread': { ko: ['빵'] },
    });
    expect(found('放东西要自己带锁吗', 'zh')).toEqual(['~=lock']);
    expect(found('你们是连锁店吗', 'zh')).toEqual([]);
    expect(found('犬を連れて行けますか', 'ja')).toEqual(['~=dog']);
    // A Korean syllable keeps its particle in the text ("빵을"): it is still found inside the word.
    expect(found('빵을 팔아요?', 'ko')).toEqual(['~=bread']);
  });

  it('finds an everyday word of five letters or more by its stem too, not a shorter one', () => {
    const found = finder({
      '=minute': { ru: ['минута'] },
      '=bicycle': { de: ['Fahrrad'] },
      '=saturday': { pt: ['sábado'] },
      '=hour': { ru: ['час'] },
      '=cook': { ru: ['готовить'] },
      '=ready': { ru: ['готовы'] },
    });
    // Forms the entries do not list.
    expect(found('опоздаю на минуту или две', 'ru')).toEqual(['~=minute']);
    expect(found('Kann ich mit zwei Fahrrädern kommen?', 'de')).toEqual(['~=bicycle']);
    // "sábado" stems to "sab", as "saber" does: too short to be its own, so only as written.
    expect(found('quero saber o preço', 'pt')).toEqual([]);
    expect(found('abrem no sábado?', 'pt')).toEqual(['~=saturday']);
    // A word of three letters is matched as written only ("часы", a watch, is not an hour).
    expect(found('где купить часы', 'ru')).toEqual([]);
    // "готовить" (cook) and "готовы" (ready) share the stem "готов": it tells neither, so "готовы" is
    // only what its own entry says.
    expect(found('когда будут готовы результаты', 'ru')).toEqual(['~=ready']);
  });

  it('finds by its stem a word two everyday concepts list, as both', () => {
    const found = finder({ '=entrance': { es: ['entrada'] }, '=ticket': { es: ['entrada', 'boleto'] } });
    expect(found('¿cuánto cuestan las entradas?', 'es')).toEqual(['~=entrance', '~=ticket']);
  });

  it('matches a word listed as written only in its listed forms, not by its stem', () => {
    const lexicon = { news_politics: { fr: ['élection'] } };
    const byStem = finder({ news_politics: { fr: ['élection', 'parlement'] } });
    const written = new ConceptMatcher(lexicon, { news_politics: { fr: ['parlement', 'parlements'] } });
    const found = (text: string) => conceptsOf(written, text, 'fr');
    // "parler" (to speak) stems to "parl", as "parlement" does.
    expect(byStem('je voudrais parler à quelqu’un', 'fr')).toEqual(['~news_politics']);
    expect(found('je voudrais parler à quelqu’un')).toEqual([]);
    expect(found('le vote au parlement')).toEqual(['~news_politics']);
    expect(found('les parlements européens')).toEqual(['~news_politics']);
    // The concept's other words keep their stems.
    expect(found('les élections')).toEqual(['~news_politics']);
  });

  it('finds several everyday words in a row by their stems, whatever their forms', () => {
    const found = finder({
      '=hairdryer': { en: ['hair dryer'] },
      '=washing_machine': { ru: ['стиральная машина'] },
    });
    expect(found('are there hair dryers?', 'en')).toEqual(['~=hairdryer']);
    expect(found('где купить стиральную машину', 'ru')).toEqual(['~=washing_machine']);
    // The same words apart or in another order are not the entry.
    expect(found('is the dryer good for hair', 'en')).toEqual([]);
    expect(found('a dryer for your hair', 'en')).toEqual([]);
  });

  it('tells which words a found concept explains', () => {
    const terms = tokenize('postage for my money back', 'en');
    expect(
      [...matcher.concepts(analyzeText('postage for my money back'), 'en', terms).explained].sort(),
    ).toEqual([...tokenize('postage money back', 'en')].sort());
  });

  it('only uses the words of the text language', () => {
    expect(concepts('envío', 'en')).toEqual([]);
  });
});
