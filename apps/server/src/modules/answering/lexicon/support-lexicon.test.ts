import { describe, expect, it } from 'vitest';
import commonWords from '../../../data/common-words.json' with { type: 'json' };
import supportLexicon from '../../../data/support-lexicon.json' with { type: 'json' };
import { CHAT_ONLY_CONCEPTS } from '../chat-only-concepts.ts';
import { FRAMING_CONCEPTS } from '../stop-words.ts';
import { analyzeText, tokenize } from '../tokenize.ts';
import { checkImplies, readLexiconFiles, supportConcepts } from './support-lexicon.ts';

const has = (text: string, language: string, concept: string) =>
  supportConcepts()
    .concepts(analyzeText(text), language, tokenize(text, language))
    .terms.includes(`~${concept}`);

describe('support lexicon: country names', () => {
  it('reads another country named in the visitor language as abroad', () => {
    expect(has('Can you send a parcel to Canada?', 'en', 'abroad')).toBe(true);
    expect(has('Schickt ihr Pakete auch in die Schweiz?', 'de', 'abroad')).toBe(true);
    expect(has('¿Mandáis paquetes a México?', 'es', 'abroad')).toBe(true);
    expect(has('可以寄到加拿大吗', 'zh', 'abroad')).toBe(true);
  });

  it("leaves out the language's own country and the listed exceptions", () => {
    expect(has('日本語で話せますか', 'ja', 'abroad')).toBe(false);
    expect(has('Versand innerhalb Deutschlands', 'de', 'abroad')).toBe(false);
    expect(has('a warm jersey for winter', 'en', 'abroad')).toBe(false);
    expect(has('can you send a parcel to my friend', 'en', 'abroad')).toBe(false);
  });
});

describe('support lexicon: chat shorthand', () => {
  it('reads shorthand as the word it stands for ("pw", "mdp", "acct")', () => {
    expect(has('forgot my pw', 'en', 'password')).toBe(true);
    expect(has("j'ai oublié mon mdp", 'fr', 'password')).toBe(true);
    expect(has('cant log into my acct', 'en', 'account')).toBe(true);
  });
});

describe('support lexicon: German typed without umlauts', () => {
  it('finds the concept as with the umlaut ("Oeffnungszeiten", "Rueckerstattung")', () => {
    expect(has('Oeffnungszeiten am Sonntag?', 'de', 'opening_hours')).toBe(true);
    expect(has('wann bekomme ich meine Rueckerstattung', 'de', 'refund')).toBe(true);
  });
});

describe('support lexicon: everyday situations', () => {
  it('names a situation a visitor describes in their own words, in several languages', () => {
    expect(has('can my boyfriend tag along sometimes?', 'en', 'companion')).toBe(true);
    expect(has('my entry key fob snapped in half', 'en', 'access_pass')).toBe(true);
    expect(has('How much would it set me back each month?', 'en', 'price')).toBe(true);
    expect(has('kann ich meine Mitgliedschaft eine Weile pausieren', 'de', 'pause')).toBe(true);
    expect(has('我可以带朋友一起来吗', 'zh', 'companion')).toBe(true);
  });

  it('does not read them into unrelated questions', () => {
    expect(has('delivery within 24 hours', 'en', 'opening_hours')).toBe(false);
    expect(has('it worked before the update', 'en', 'opening_hours')).toBe(false);
    expect(has('can I pay by card?', 'en', 'companion')).toBe(false);
    // Dutch "stelen" (steal) stems to "stel", the verb of "hoe stel ik ... in" (how do I set up).
    expect(has('Hoe stel ik mijn voicemail in?', 'nl', 'theft')).toBe(false);
    expect(has('mijn fiets is gestolen', 'nl', 'theft')).toBe(true);
    // Forms that stem to an everyday word: "add-on" to "add", "non-voyant" to "voir" (see), "gps" to "GP".
    expect(has('how do I add a second user?', 'en', 'integration')).toBe(false);
    expect(has('je peux voir ma facture ?', 'fr', 'accessibility')).toBe(false);
    expect(has('do I need a GP referral?', 'en', 'directions')).toBe(false);
    // Or to another concept's word: "erhältlich" (in stock) to "erhalten" (receive), "e-transfer" to "transfer".
    expect(has('Wann erhalte ich meine Bestellung?', 'de', 'stock')).toBe(false);
    expect(has('can I transfer my membership to a friend?', 'en', 'bank_transfer')).toBe(false);
  });

  it('reads picking up a child as a pick-up, not only an order collected in a shop', () => {
    expect(has('お迎えは何時までですか', 'ja', 'pickup')).toBe(true);
    expect(has('奶奶可以来接孩子吗', 'zh', 'pickup')).toBe(true);
    expect(has('할머니가 데리러 가도 되나요', 'ko', 'pickup')).toBe(true);
  });

  it('knows the forms Snowball does not join and plain synonyms ("studiere", "Vergünstigung")', () => {
    expect(has('Ich studiere noch, gibt es da was?', 'de', 'student')).toBe(true);
    expect(has('gibt es Vergünstigungen?', 'de', 'discount')).toBe(true);
  });

  // The formal words of a business's FAQ page, through which another language's visitor meets it.
  it.each([
    ['Wann habe ich ein Sonderkündigungsrecht?', 'de', 'termination'],
    ['Wie lange ist die Gewährleistungsfrist?', 'de', 'warranty'],
    ['Die Rückgabefrist beträgt 30 Tage.', 'de', 'return'],
    ['Every plan comes with a money-back guarantee.', 'en', 'refund'],
    ['We collect payments by continuous payment authority.', 'en', 'direct_debit'],
    ['退款将原路返回到您的支付账户', 'zh', 'refund'],
    ['如发现重复扣费，请联系我们', 'zh', 'billing_error'],
  ])('knows the words an FAQ page writes: "%s" (%s) is %s', (text, language, concept) => {
    expect(has(text, language, concept)).toBe(true);
  });
});

describe('support lexicon: words that mostly mean something else', () => {
  it('are not read as a concept (a native-speaker audit removed them)', () => {
    // Portuguese "sim" is yes, Spanish "vale" is OK, "0円" ends every round price, "出租" starts 出租车 (taxi).
    expect(has('sim, obrigado', 'pt', 'mobile_phone')).toBe(false);
    expect(has('vale, gracias', 'es', 'gift_card')).toBe(false);
    expect(has('1000円ですか', 'ja', 'free')).toBe(false);
    expect(has('附近有出租车吗', 'zh', 'rental')).toBe(false);
    expect(has('Ich habe noch nie eine Antwort bekommen', 'de', 'new_customer')).toBe(false);
  });

  it('still reads the words that do mean the concept', () => {
    expect(has('o cartão sim não funciona', 'pt', 'mobile_phone')).toBe(true);
    expect(has('tengo un vale regalo', 'es', 'gift_card')).toBe(true);
    expect(has('無料ですか', 'ja', 'free')).toBe(true);
  });
});

describe('support lexicon: words whose stem another word of other meaning shares', () => {
  it('does not read the other word as the concept (an audit of every shared stem, per language)', () => {
    // "parler" (speak) and "parlement", "alternatives" and "alternance" (work-study), Arabic "عطلة"
    // (holiday) and "عطل" (a fault), German "Buch" (book) and "buchen", Russian "долг" (debt) and "долго".
    expect(has('je voudrais parler à quelqu’un', 'fr', 'news_politics')).toBe(false);
    expect(has('des alternatives végétariennes', 'fr', 'jobs')).toBe(false);
    expect(has('هل أنتم مفتوحون في عطلة نهاية الأسبوع', 'ar', 'technical_error')).toBe(false);
    expect(has('Verkauft ihr auch Bücher über Hunde?', 'de', 'booking')).toBe(false);
    expect(has('у меня долг по кредиту', 'ru', 'duration')).toBe(false);
  });

  it('still reads the forms of the word that do mean the concept', () => {
    expect(has('les élus du parlement', 'fr', 'news_politics')).toBe(true);
    expect(has('je cherche un contrat en alternance', 'fr', 'jobs')).toBe(true);
    expect(has('يوجد عطل في الجهاز', 'ar', 'technical_error')).toBe(true);
    expect(has('kann ich online buchen?', 'de', 'booking')).toBe(true);
    expect(has('почему так долго?', 'ru', 'duration')).toBe(true);
  });

  it('lists a word either as written or by its stem, not both', () => {
    const { support, everyday } = readLexiconFiles();
    for (const [id, concept] of [...Object.entries(support), ...Object.entries(everyday)])
      for (const [language, forms] of Object.entries(concept.asWritten ?? {}))
        for (const form of forms)
          expect(concept.words[language] ?? [], `${id} ${language}`).not.toContain(form);
  });
});

describe('support lexicon: what visitors ask a chat that no business answers', () => {
  it('names a joke or the weather, so a business whose FAQs never mention them declines', () => {
    expect(has('me conta uma piada', 'pt', 'joke')).toBe(true);
    expect(has('расскажи анекдот', 'ru', 'joke')).toBe(true);
    expect(has('quel temps il fera ce week-end, la météo ?', 'fr', 'weather')).toBe(true);
    expect(has('明天天气怎么样', 'zh', 'weather')).toBe(true);
  });

  it('lists in chat-only-concepts.json only concepts the lexicon has', () => {
    for (const id of CHAT_ONLY_CONCEPTS) expect(Object.keys(supportLexicon)).toContain(id);
  });

  it('names trivia, results, homework, code, markets and other subjects a chat is asked but no business answers', () => {
    expect(has('who won the champions league last year?', 'en', 'sports_results')).toBe(true);
    expect(has('what is the capital of Australia', 'en', 'world_facts')).toBe(true);
    expect(has('kannst du mir bei den Hausaufgaben helfen', 'de', 'homework')).toBe(true);
    expect(has('escribe un script en python', 'es', 'coding_help')).toBe(true);
    expect(has('比特币现在多少钱', 'zh', 'money_markets')).toBe(true);
    expect(has('今日の星座占いは？', 'ja', 'horoscope')).toBe(true);
  });

  it('does not read them into support questions', () => {
    expect(has('my discount code does not work', 'en', 'coding_help')).toBe(false);
    expect(has('what is your return policy?', 'en', 'news_politics')).toBe(false);
    expect(has('Kann ich mein Rezept bei euch einlösen?', 'de', 'recipes')).toBe(false);
    expect(has('Is the Olympic Park near the hotel?', 'en', 'sports_results')).toBe(false);
    expect(has('¿Cuánto tiempo tarda el envío?', 'es', 'weather')).toBe(false);
    expect(has('Kann ich die Bestellung wieder stornieren?', 'nl', 'weather')).toBe(false);
  });

  it("names another company's service, written in any script", () => {
    expect(has('how do I cancel my netflix', 'en', '@other_platforms')).toBe(true);
    expect(has('wie storniere ich eine bestellung bei lieferando', 'de', '@other_platforms')).toBe(true);
    expect(has('美团外卖的订单怎么取消', 'zh', '@other_platforms')).toBe(true);
    expect(has('쿠팡 로켓배송은 며칠 걸려요?', 'ko', '@other_platforms')).toBe(true);
    expect(has('I ordered a present for my friend, where is it?', 'en', '@other_platforms')).toBe(false);
    expect(has('Ich habe die Rechnung über 50 Euro bekommen', 'de', '@other_platforms')).toBe(false);
    expect(has('可以在应用商店下载你们的app吗', 'zh', '@other_platforms')).toBe(false);
  });
});

describe('everyday words (common-words.json)', () => {
  it('name a thing in any of the 12 languages, so FAQs written in another language can meet it', () => {
    expect(has('Kann ich meinen Hund mitbringen?', 'de', '=dog')).toBe(true);
    expect(has('можно прийти с собакой?', 'ru', '=dog')).toBe(true);
    expect(has('朝は何時から開いていますか', 'ja', '=morning')).toBe(true);
    // European Portuguese "tenda" is a tent.
    expect(has('pergunta sobre tendas', 'pt', '=tent')).toBe(true);
    // British "poorly" is ill.
    expect(has('my son is poorly today', 'en', '=sick')).toBe(true);
    // One-character Chinese and Japanese words, as the segmenter leaves them alone ("届" of 届かない).
    expect(has('我的卡丢了', 'zh', 'card')).toBe(true);
    expect(has('明天的课取消了吗', 'zh', '=lesson')).toBe(true);
    expect(has('荷物が届かない', 'ja', 'arrival')).toBe(true);
    // Being put under for a procedure, in a vet's or a clinic's words.
    expect(has('Wie lange dauert die Narkose?', 'de', '=anaesthesia')).toBe(true);
    expect(has('마취 비용은요?', 'ko', '=anaesthesia')).toBe(true);
  });

  it('know the kinds people name instead of the thing ("Kronleuchter" is a lamp, "Akkuschrauber" a drill)', () => {
    expect(has('Verkauft ihr auch Kronleuchter?', 'de', '=lamp')).toBe(true);
    expect(has('Mein Akkuschrauber ist kaputt', 'de', '=drill')).toBe(true);
    expect(has('Montiert ihr Spikereifen?', 'de', '=tyre')).toBe(true);
    expect(has('can I bring my labrador', 'en', '=dog')).toBe(true);
    expect(has('do you do balayage?', 'en', '=hair_dye')).toBe(true);
    expect(has('Bietet ihr eine Sportmassage an?', 'de', '=massage')).toBe(true);
    expect(has('can I take naproxen after the procedure', 'en', '=painkiller')).toBe(true);
    expect(has('can I rent a convertible for the weekend', 'en', '=car')).toBe(true);
    expect(has('Habt ihr das Ecksofa auch in Grau?', 'de', '=sofa')).toBe(true);
  });

  it('match the forms as written, not a short stem that another word shares', () => {
    expect(has('как приготовить борщ?', 'ru', '=cook')).toBe(true);
    // "готовы" (ready) has the stem of "готовить" (cook).
    expect(has('Когда будут готовы результаты анализов?', 'ru', '=cook')).toBe(false);
    expect(has('Qual é a política de cancelamento da casa?', 'pt', '=marry')).toBe(false);
  });

  it('match only as written where their stem is a word of another meaning too (the same audit)', () => {
    // Russian "брать" (take) and "брат" (brother), Spanish "libras" (pounds) and "libro", English
    // "escalate" and "escalator", German "Wetter" (weather) and "Wette" (a bet).
    expect(has('можно брать с собой воду?', 'ru', '=brother')).toBe(false);
    expect(has('¿cuánto es en libras?', 'es', '=book')).toBe(false);
    expect(has('I want to escalate my complaint', 'en', '=escalator')).toBe(false);
    expect(has('bei schlechtem Wetter', 'de', '=betting')).toBe(false);
    expect(has('мой брат хочет прийти', 'ru', '=brother')).toBe(true);
    expect(has('¿vendéis libros usados?', 'es', '=book')).toBe(true);
    expect(has('the escalator is broken', 'en', '=escalator')).toBe(true);
  });
});

describe('the framing concepts of stop-words.json', () => {
  it('are everyday concepts the lexicon knows, so none is dropped silently by a typo', () => {
    const found = (id: string, text: string, language: string) => has(text, language, `=${id}`);
    for (const id of FRAMING_CONCEPTS) expect(Object.keys(commonWords)).toContain(id);
    expect(found('ask', 'can I ask something', 'en')).toBe(true);
    expect(found('help', 'ich brauche Hilfe', 'de')).toBe(true);
    expect(found('know', 'queria saber', 'pt')).toBe(true);
  });
});

describe('support lexicon: situations (implies)', () => {
  it('leads a situation to the support topics its FAQ is likely about', () => {
    expect(supportConcepts().implied('~absence')).toContain('~pause');
    expect(supportConcepts().implied('~damaged')).toContain('~refund');
    expect(supportConcepts().implied('~refund')).toEqual([]);
  });

  it('rejects a file whose situation implies anything but another support concept', () => {
    const { support } = readLexiconFiles();
    const concept = (implies: string[]) => ({ description: '', words: {}, implies });
    expect(() =>
      checkImplies('common-words.json', { sick: concept(['appointment']) }, support),
    ).not.toThrow();
    expect(() => checkImplies('common-words.json', { sick: concept(['doctor_visit']) }, support)).toThrow(
      'common-words.json is invalid at sick.implies: "doctor_visit" is not another support concept',
    );
    const own = { ...support, absence: concept(['absence']) };
    expect(() => checkImplies('support-lexicon.json', own, own)).toThrow('absence.implies');
  });
});
