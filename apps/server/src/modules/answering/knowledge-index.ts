// Longer than 300 lines on purpose: building the flat posting arrays and preparing a question read the
// same private tables (dictionary, idf, postings), which splitting would expose.
import {
  type AnalyzedVersion,
  exactKey,
  FIELDS,
  type Field,
  KnowledgeAnalysis,
  passageTerms,
  type TermDictionary,
} from './analyze-knowledge.ts';
import { asSimplifiedChinese } from './chinese-script.ts';
import { CognateFinder } from './cognates.ts';
import { engineParams, MAX_TOPIC_WORDS, type RankingParams } from './engine-params.ts';
import type { ChunkHit, FaqHit, KnowledgeChunk, KnowledgeFaq, PreparedQuery } from './knowledge-types.ts';
import {
  COMMON_WORD_MARK,
  type ConceptMatcher,
  conceptTerm,
  isCommonWordTerm,
  isConceptTerm,
  isNameTerm,
} from './lexicon/concept-matcher.ts';
import { supportConcepts } from './lexicon/support-lexicon.ts';
import { PassageIndex } from './passage-index.ts';
import { bm25Idf } from './postings.ts';
import { ScoreAccumulator } from './score-accumulator.ts';
import { splitCompound } from './split-compound.ts';
import { arabicArticleVariant } from './stemmers.ts';
import { FRAMING_CONCEPTS } from './stop-words.ts';
import { type AnalyzedText, analyzeText, termsOfWords } from './tokenize.ts';
import { TypoCorrector } from './typo-corrector.ts';
import { isWeakTerm } from './weak-words.ts';

/** In a question, the words of these concepts go: the rest decides (stop-words.json, framingConcepts). */
const FRAMING = new Set(FRAMING_CONCEPTS.map((id) => conceptTerm(`${COMMON_WORD_MARK}${id}`)));
const KATAKANA_WORD = /^[\p{Script=Katakana}ー]{2,}$/u;
const HANGUL_WORD = /^\p{Script=Hangul}+$/u;
/** What follows a noun made a verb ("do", "become": 운동하러, 예약했는데, 취소되나요). */
const KOREAN_VERB_ENDING = /^(하|해|했|할|한|합|함|되|돼|됐|될|된|됩|시키|시켜)/u;

/**
 * In-memory BM25F index over every language version of every active FAQ (fields: question, aliases,
 * answer, and the FAQ's keywords and category) and BM25 over document passages. Scores are normalized to
 * 0..1 as the share of the question's weight a FAQ matches (1: every word once in its question), so the
 * reply decision can use the same thresholds for any business. Support concepts from the lexicon are
 * extra terms, which also let a question meet a FAQ's other language versions.
 */
export class KnowledgeIndex {
  private readonly docFaq: number[] = [];
  private readonly docVersion: number[] = [];
  private readonly docLanguage: string[] = [];
  /** Each FAQ's languages, and all of them. */
  private readonly faqLanguages: string[][];
  private readonly writtenIn: Set<string>;
  /** Each document's analysis, kept for the typo vocabularies built on first use. */
  private readonly analyzed: AnalyzedVersion[] = [];
  private readonly dictionary: TermDictionary;
  /** Terms known when this index was built; later ids (a newer build's words) are unknown here. */
  private readonly termCount: number;
  /** Each term's postings: documents and their BM25F term scores, from `postingStart[id]`. */
  private readonly postingStart: Int32Array;
  private readonly postingDocs: Int32Array;
  private readonly postingScores: Float64Array;
  /** Each term's FAQs (once each), for coverage: how much of a question a FAQ uses anywhere. */
  private readonly faqStart: Int32Array;
  private readonly faqList: Int32Array;
  private readonly idf: Float64Array;
  private readonly exact = new Map<string, { faq: number; version: number }>();
  /** Per language, built on first use, so that an admin's edit does not wait for every language's table. */
  private readonly typos = new Map<string, TypoCorrector | undefined>();
  /** Built on first use from the FAQs' and passages' words, like the typo tables. */
  private cognateFinder: CognateFinder | undefined;
  /** The weight of a word no FAQ uses (a share of the rarest word's). */
  private readonly unknownWeight: number;
  /** A word once in a question of average length scores this; normalizing by it makes that match 1. */
  private readonly fullMatch: number;
  private readonly concepts: ConceptMatcher;
  private readonly docScores: ScoreAccumulator;
  private readonly faqCoverage: ScoreAccumulator;

  private constructor(
    readonly faqs: KnowledgeFaq[],
    readonly passages: PassageIndex,
    analysis: KnowledgeAnalysis,
    private readonly params: RankingParams,
  ) {
    this.concepts = analysis.concepts;
    this.faqLanguages = faqs.map((faq) => faq.versions.map((v) => v.language));
    this.writtenIn = new Set(this.faqLanguages.flat());
    const { k1, b, fieldWeights, conceptWeight } = params;
    // First pass: each version's cached analysis and its field lengths, concepts at their own weight.
    const keep = new Set<string>();
    const lengths: Float64Array[] = [];
    const totals = new Float64Array(FIELDS.length);
    faqs.forEach((faq, f) => {
      analysis.faq(faq, keep).forEach((v, vi) => {
        const length = new Float64Array(FIELDS.length);
        for (let i = 0; i < FIELDS.length; i++) {
          const words = v.words[i] as Float64Array;
          const concepts = v.concepts[i] as Float64Array;
          let sum = 0;
          for (let t = 0; t < v.terms.length; t++)
            sum += (words[t] ?? 0) + conceptWeight * (concepts[t] ?? 0);
          length[i] = sum;
          totals[i] = (totals[i] ?? 0) + sum;
        }
        lengths.push(length);
        this.analyzed.push(v);
        this.docFaq.push(f);
        this.docVersion.push(vi);
        this.docLanguage.push(v.language);
        for (const key of v.exactKeys) if (!this.exact.has(key)) this.exact.set(key, { faq: f, version: vi });
      });
    });
    analysis.pruneFaqs(keep);
    const docCount = this.analyzed.length;
    const weights = FIELDS.map((field) => fieldWeights[field as Field]);
    const averages = FIELDS.map((_, i) => (totals[i] ?? 0) / docCount || 1);
    this.dictionary = analysis.dictionary;
    const terms = analysis.dictionary.size;
    this.termCount = terms;
    // Second pass: count each term's postings and FAQs (a FAQ's versions are consecutive, so comparing
    // with the term's last FAQ counts each FAQ once), then fill flat arrays at those offsets.
    const postingCount = new Int32Array(terms + 1);
    const faqCount = new Int32Array(terms + 1);
    const lastFaq = new Int32Array(terms).fill(-1);
    this.analyzed.forEach((v, d) => {
      const f = this.docFaq[d] ?? 0;
      for (const id of v.termIds) {
        postingCount[id + 1] = (postingCount[id + 1] ?? 0) + 1;
        if (lastFaq[id] !== f) {
          lastFaq[id] = f;
          faqCount[id + 1] = (faqCount[id + 1] ?? 0) + 1;
        }
      }
    });
    for (let id = 0; id < terms; id++) {
      postingCount[id + 1] = (postingCount[id + 1] ?? 0) + (postingCount[id] ?? 0);
      faqCount[id + 1] = (faqCount[id + 1] ?? 0) + (faqCount[id] ?? 0);
    }
    this.postingStart = postingCount;
    this.faqStart = faqCount;
    this.postingDocs = new Int32Array(postingCount[terms] ?? 0);
    this.postingScores = new Float64Array(postingCount[terms] ?? 0);
    this.faqList = new Int32Array(faqCount[terms] ?? 0);
    const nextPosting = postingCount.slice(0, terms);
    const nextFaq = faqCount.slice(0, terms);
    lastFaq.fill(-1);
    this.analyzed.forEach((v, d) => {
      const norms = FIELDS.map((_, i) => 1 - b + (b * (lengths[d]?.[i] ?? 0)) / (averages[i] ?? 1));
      const f = this.docFaq[d] ?? 0;
      v.termIds.forEach((id, t) => {
        let tf = 0;
        for (let i = 0; i < FIELDS.length; i++) {
          const n = (v.words[i]?.[t] ?? 0) + conceptWeight * (v.concepts[i]?.[t] ?? 0);
          if (n > 0) tf += ((weights[i] ?? 0) * n) / (norms[i] ?? 1);
        }
        const at = nextPosting[id] ?? 0;
        nextPosting[id] = at + 1;
        this.postingDocs[at] = d;
        this.postingScores[at] = tf / (k1 + tf);
        if (lastFaq[id] !== f) {
          lastFaq[id] = f;
          const slot = nextFaq[id] ?? 0;
          nextFaq[id] = slot + 1;
          this.faqList[slot] = f;
        }
      });
    });
    const n = Math.max(1, faqs.length);
    this.idf = new Float64Array(terms);
    for (let id = 0; id < terms; id++)
      this.idf[id] = bm25Idf(n, (faqCount[id + 1] ?? 0) - (faqCount[id] ?? 0));
    // Relative to the rarest word a FAQ can have (in one FAQ), which stays sensible for tiny FAQ bases too.
    this.unknownWeight = bm25Idf(n, 1) * params.unknownWordWeight;
    this.fullMatch = fieldWeights.question / (k1 + fieldWeights.question);
    this.docScores = new ScoreAccumulator(docCount);
    this.faqCoverage = new ScoreAccumulator(faqs.length);
  }

  /**
   * Builds an index; pass the previous build's `analysis` to re-analyze only what changed, and its
   * `passages` when the documents did not change.
   */
  static build(input: {
    faqs: KnowledgeFaq[];
    chunks?: KnowledgeChunk[];
    passages?: PassageIndex;
    concepts?: ConceptMatcher;
    params?: RankingParams;
    analysis?: KnowledgeAnalysis;
  }): KnowledgeIndex {
    const analysis = input.analysis ?? new KnowledgeAnalysis(input.concepts ?? supportConcepts());
    const params = input.params ?? engineParams.ranking;
    const passages = input.passages ?? PassageIndex.build(input.chunks ?? [], analysis, params);
    return new KnowledgeIndex(input.faqs, passages, analysis, params);
  }

  get chunks(): KnowledgeChunk[] {
    return this.passages.chunks;
  }

  /** The term's id when a FAQ of this index uses it. */
  private known(term: string): number | undefined {
    const id = this.dictionary.find(term);
    if (id === undefined || id >= this.termCount) return undefined;
    return (this.faqStart[id + 1] ?? 0) > (this.faqStart[id] ?? 0) ? id : undefined;
  }

  /**
   * Analyzes a question once for every search of this index. When its language is only a guess (a word
   * or two: "cita", "Kosten"), it is also read as each language the FAQs are written in.
   */
  prepare(text: AnalyzedText | string, language: string, options: { sure?: boolean } = {}): PreparedQuery {
    const given = typeof text === 'string' ? analyzeText(text) : text;
    const sure = options.sure ?? true;
    // Traditional Chinese is read as Simplified, as the FAQs' Chinese is (see inLexiconScript). When the language
    // is a guess, only the Chinese reading is: a few kanji ("営業時間", "予約") are as likely Japanese, which
    // keeps its own script; and only if the words stay aligned with the other readings' (one to one).
    const converted = language === 'zh' || !sure ? asSimplifiedChinese(given.raw) : given.raw;
    const simplified = converted === given.raw ? given : analyzeText(converted);
    const analyzed = sure && language === 'zh' ? simplified : given;
    const aligned = simplified.words.length === given.words.length;
    const readingOf = (l: string) => (!sure && l === 'zh' && aligned ? simplified : analyzed);
    const languages = sure
      ? [language]
      : // Also in the lexicon's languages: "Zahlung" meets English-only FAQs through the payment concept.
        [language, ...this.writtenIn, ...this.concepts.languageCodes].filter(
          (l, i, all) => all.indexOf(l) === i,
        );
    // In a language no FAQ is written in, a word is unknown for its language, not for its meaning.
    const foreign = sure && !this.writtenIn.has(language) ? this.params.foreignWordWeight : 1;
    const words: string[] = [];
    const conceptTerms: string[] = [];
    const conceptSources = new Map<string, Set<string>>();
    const meanings = new Map<string, string[]>();
    const explained = new Set<string>();
    const named = new Set<string>();
    const weak = new Set<string>();
    // Every concept the question expresses, a bridge or not: a situation's topics are looked up from these.
    const situations = new Set<string>();
    // The message's words that carry a term in some reading (each counted once, however many readings).
    const counted = new Set<number>();
    // German capitalizes every noun, so there only a Latin word in another script reads as a name.
    const isName = (wi: number) =>
      analyzed.foreign?.has(wi) || (language !== 'de' && analyzed.capitalized?.has(wi));
    const known = (t: string) => this.known(t) !== undefined || this.passages.knows(t);
    const pairs = new Set<string>();
    // Korean glues endings to a word ("운동하려고" is "운동" + "in order to do"): its unknown character pairs
    // are the seams of its inflection ("졌는", "는데"), so an unknown word counts once, as in any language,
    // not once per pair. When the word starts with a term the FAQs know and the rest is a verb ending ("do",
    // "become": 하, 했, 되, ...) the word is that term alone; otherwise ("운동화", sneakers) the whole word,
    // if unknown, still counts once. In a language no FAQ is written in, a Chinese or Japanese run's
    // unknown pairs are as empty: only its known pairs can meet a FAQ.
    const inflected = (word: string, terms: string[]) => {
      const hangul = HANGUL_WORD.test(word);
      if (!hangul && foreign === 1) return terms;
      const base = hangul
        ? terms.find((t) => [...t].length > 1 && word.startsWith(t) && known(t))
        : undefined;
      const predicate = base !== undefined && KOREAN_VERB_ENDING.test(word.slice(base.length));
      return terms.filter((t) => known(t) || (!predicate && !pairs.has(t)));
    };
    // Each word read in each language (unknown words of five letters or more become a known word one
    // edit away: typos), so that a guess's unknown reading of a word another reading knows is dropped.
    const read = languages.map((l) => {
      const typos = this.typoCorrector(l);
      const reading = readingOf(l);
      const split = reading.words.map((w, wi) => (isName(wi) ? undefined : this.compoundParts(w, l)) ?? [w]);
      const asWritten = split.map((ws) => termsOfWords(ws, l, pairs));
      // Concepts are found in the compounds' parts too ("Ostermontag" holds Easter and Monday).
      const text = split.some((ws) => ws.length > 1) ? { ...reading, words: split.flat() } : reading;
      const found = this.concepts.concepts(text, l, asWritten.flat());
      let corrected = false;
      const terms = asWritten.map((ts, wi) =>
        ts.map((t) => {
          // A word that a support concept explains as written ("along" in "tag along") is no typo of a FAQ word.
          if (known(t) || found.explained.has(t)) return t;
          const variant =
            l === 'ar' && ts.length === 1 ? arabicArticleVariant(analyzed.words[wi] ?? '') : undefined;
          if (variant !== undefined && (known(variant) || this.concepts.knowsStem(variant, l))) {
            corrected = true;
            return variant;
          }
          // Else a lexicon word, or another language's word written nearly alike (a cognate), in the question's
          // own language only (another reading's guess adds no concept).
          const fixed =
            typos?.correct(t) ??
            (l === language ? (this.concepts.correctTypo(t, l) ?? this.cognates().find(t, l)) : undefined) ??
            t;
          corrected ||= fixed !== t;
          return fixed;
        }),
      );
      // The concepts are looked up again only when a typo correction changed a word.
      return { l, terms, concepts: corrected ? this.concepts.concepts(text, l, terms.flat()) : found };
    });
    const readings = read.map((r) => r.terms);
    read.forEach(({ l, terms: own, concepts }, li) => {
      // "Ask", "help", "know" only frame the question ("I wanted to ask about my booking"): their words go.
      const framed = new Set<string>();
      for (const [term, from] of concepts.sources) if (FRAMING.has(term)) for (const t of from) framed.add(t);
      own.forEach((all, wi) => {
        const terms = all.filter((t) => !framed.has(t));
        // Japanese writes foreign names in katakana ("ユニクロ"): one no FAQ has weighs like a name.
        for (const t of terms) {
          if (isName(wi) || (l === 'ja' && KATAKANA_WORD.test(t))) named.add(t);
          if (isWeakTerm(t, l)) weak.add(t);
        }
        if (l !== language) {
          // Another language's reading adds only what it knows, so unknown words are not counted twice.
          const knownTerms = terms.filter((t) => this.known(t) !== undefined);
          if (knownTerms.length > 0) counted.add(wi);
          words.push(...knownTerms);
          return;
        }
        // A word that another reading knows, or drops as a stop word, is not unknown in a guessed language.
        const otherwise = readings.some(
          (r, ri) => ri !== li && ((r[wi]?.length ?? 0) === 0 || r[wi]?.some(known)),
        );
        const kept = otherwise && !terms.some(known) ? [] : inflected(analyzed.words[wi] ?? '', terms);
        if (kept.length > 0) counted.add(wi);
        words.push(...kept);
      });
      for (const [term, from] of concepts.sources) {
        // A framing word means nothing else either ("saber", know, is not "sábado" by its stem).
        if (FRAMING.has(term) || (from.size > 0 && [...from].every((t) => framed.has(t)))) continue;
        // Another company's name ("Netflix", "美团") tells what the question is about: where no FAQ uses it,
        // it weighs as a name, however it is written; it is no bridge, since one company is not another.
        if (isNameTerm(term)) {
          for (const t of from) named.add(t);
          continue;
        }
        situations.add(term);
        // A passage may say it in other words: its words keep every meaning (the passage search takes the
        // best of a word and its meanings, so nothing counts twice there).
        for (const t of from) meanings.set(t, [...(meanings.get(t) ?? []), term]);
        // An everyday word ("Hund") is a bridge to the FAQs' other languages only where no FAQ uses the
        // word itself: where one does, the word matches already and its concept would count it twice.
        if (isCommonWordTerm(term) && (this.known(term) === undefined || [...from].every(known))) continue;
        conceptTerms.push(term);
        conceptSources.set(term, new Set([...(conceptSources.get(term) ?? []), ...from]));
        // A concept only weak words express ("vendez", sell, meeting English-only FAQs) is as weak as they are.
        if (from.size > 0 && [...from].every((t) => weak.has(t))) weak.add(term);
        for (const t of from) explained.add(t);
      }
    });
    // A sure reading counts distinct terms (each pair of a CJK word too), as the topic settings were tuned;
    // but a single Chinese, Japanese or Korean word is one word, not its pairs too: "支払い" is a bare topic, as
    // "payment" is ("配送需要几天", two words and a pair, stays a question).
    const distinct = new Set(words);
    const whole = [...distinct].filter((t) => !pairs.has(t));
    const wordCount = sure ? (whole.length === 1 ? 1 : distinct.size) : counted.size;
    // In a short question, the concepts no FAQ covers whose every word also has a meaning the FAQs know
    // ("予約について": an appointment, which a hotel's FAQs never say, or a booking, which they do). In a longer
    // one such a concept is often its subject ("my parcel is lost in transit" is no delivery-time question).
    const meaningKnown = (w: string) =>
      known(w) || (meanings.get(w) ?? []).some((m) => this.known(m) !== undefined);
    const otherMeaning = new Set(
      wordCount > this.params.otherMeaningWords
        ? []
        : conceptTerms.filter((c) => {
            const from = [...(conceptSources.get(c) ?? [])];
            return this.known(c) === undefined && from.length > 0 && from.every(meaningKnown);
          }),
    );
    const concepts = { terms: conceptTerms, explained };
    const terms: PreparedQuery['terms'] = [];
    let totalWeight = 0;
    const seen = new Set<string>();
    // The pairs inside a longer word the FAQs know add nothing the word did not ("プレ" in "プレゼント").
    const knownWords = words.filter((t) => !pairs.has(t) && [...t].length > 2 && known(t));
    for (const term of [...words, ...concepts.terms]) {
      if (seen.has(term)) continue;
      seen.add(term);
      if (pairs.has(term) && knownWords.some((w) => w.includes(term))) continue;
      const id = this.known(term);
      const idf = id === undefined ? undefined : this.idf[id];
      // A word whose meaning a found concept carries ("postage" as delivery) is not an unknown word.
      if (idf === undefined && concepts.explained.has(term)) continue;
      const weight =
        idf === undefined
          ? this.unknownWeight * this.unknownShare(term, named, pairs, otherMeaning) * foreign
          : idf * (weak.has(term) ? this.params.weakWordWeight : 1);
      terms.push({ term, weight, id: id ?? -1 });
      totalWeight += weight;
    }
    // A situation's topics ("away for two months" leads to pausing) count for the FAQs that name them, at
    // a share of their weight; they are no part of the question's own weight, so FAQs without them lose
    // nothing, and a topic no FAQ names is left out rather than counted unknown.
    for (const c of situations)
      for (const term of this.concepts.implied(c)) {
        const id = this.known(term);
        if (seen.has(term) || id === undefined) continue;
        seen.add(term);
        terms.push({ term, weight: (this.idf[id] ?? 0) * this.params.impliedWeight, id, implied: true });
      }
    return { text: analyzed, language, sure, words, meanings, wordCount, terms, totalWeight };
  }

  /** The indexes of the question's terms that FAQ `f` uses anywhere. */
  private coveredTerms(query: PreparedQuery, f: number): number[] {
    const covered: number[] = [];
    query.terms.forEach(({ id }, k) => {
      if (id < 0) return;
      for (let i = this.faqStart[id] ?? 0; i < (this.faqStart[id + 1] ?? 0); i++)
        if (this.faqList[i] === f) {
          covered.push(k);
          return;
        }
    });
    return covered;
  }

  /** The parts of a German or Dutch compound that neither the FAQs nor the lexicon know as a whole. */
  private compoundParts(word: string, language: string): string[] | undefined {
    const isWord = (w: string) => {
      const terms = termsOfWords([w], language);
      return (
        terms.length === 1 &&
        ((terms[0] !== undefined && this.known(terms[0]) !== undefined) ||
          this.concepts.knowsWord(w, language))
      );
    };
    return splitCompound(word, language, isWord);
  }

  /**
   * How much of an unknown word's weight a term no FAQ uses has: a name ("Netflix") or a support concept no
   * FAQ covers ("jobs", "smoking") names what the question is about, more than a common word does; a
   * Chinese, Japanese or Korean character pair is often only the seam between two words ("は何" in "朝は何時").
   */
  private unknownShare(
    term: string,
    named: Set<string>,
    pairs: Set<string>,
    otherMeaning: Set<string>,
  ): number {
    if (named.has(term)) return this.params.unknownNameWeight;
    // A concept no FAQ covers names the question's topic, unless its words also have a meaning the FAQs
    // know ("予約" is a hotel's booking as much as an appointment): then it is one unknown word among others.
    if (isConceptTerm(term) && !otherMeaning.has(term)) return this.params.unknownConceptWeight;
    return pairs.has(term) ? this.params.unknownPairWeight : 1;
  }

  private cognates(): CognateFinder {
    if (!this.cognateFinder) {
      const vocabulary: [string, string][] = [];
      for (const v of this.analyzed)
        for (const t of v.terms) if (!isConceptTerm(t)) vocabulary.push([t, v.language]);
      vocabulary.push(...this.passages.knownTerms());
      this.cognateFinder = new CognateFinder(vocabulary);
    }
    return this.cognateFinder;
  }

  private typoCorrector(language: string): TypoCorrector | undefined {
    if (!this.typos.has(language)) {
      const vocabulary = new Set<string>();
      for (const v of this.analyzed)
        v.fieldLanguages.forEach((l, i) => {
          if (l !== language) return;
          const words = v.words[i];
          v.terms.forEach((t, j) => {
            if (words?.[j]) vocabulary.add(t);
          });
        });
      this.typos.set(language, vocabulary.size > 0 ? new TypoCorrector(vocabulary) : undefined);
    }
    return this.typos.get(language);
  }

  /** The exact FAQ a question names word for word (a clicked clarification button), if any. */
  exactMatch(query: PreparedQuery): FaqHit | undefined {
    const match = this.exact.get(exactKey(query.text.words));
    const faq = match && this.faqs[match.faq];
    const version = match && faq?.versions[match.version];
    return faq && version ? { faq, version, score: 1, coverage: 1 } : undefined;
  }

  searchFaqs(query: PreparedQuery, limit = 5): FaqHit[] {
    const exact = this.exactMatch(query);
    if (query.totalWeight === 0) return exact ? [exact] : [];
    for (const { weight, id, implied } of query.terms) {
      if (id < 0) continue;
      for (let i = this.postingStart[id] ?? 0; i < (this.postingStart[id + 1] ?? 0); i++)
        this.docScores.add(this.postingDocs[i] ?? 0, weight * (this.postingScores[i] ?? 0));
      // Coverage is how much of what the visitor said a FAQ holds: an implied topic was not said.
      if (implied) continue;
      for (let i = this.faqStart[id] ?? 0; i < (this.faqStart[id + 1] ?? 0); i++)
        this.faqCoverage.add(this.faqList[i] ?? 0, weight);
    }
    const best = new Map<number, { score: number; version: number; pick: number }>();
    const scale = 1 / (query.totalWeight * this.fullMatch);
    this.docScores.drain((d, raw) => {
      const f = this.docFaq[d] ?? 0;
      // A version in another language counts less only when the FAQ has one in the visitor's language
      // (that version is the one shown); a FAQ written only in other languages is matched in them.
      const own =
        !query.sure ||
        this.docLanguage[d] === query.language ||
        !this.faqLanguages[f]?.includes(query.language);
      const score = Math.min(1, raw * scale * (own ? 1 : this.params.crossLanguageWeight));
      // The version shown is the visitor's (guessed) language unless another matches clearly better, as
      // when the question's word is in it ("cita" in an English session): a guessed "contact" is read in
      // every language, and Portuguese "contacto" scoring a hair higher is no reason to answer in Portuguese.
      const pick = score * (this.docLanguage[d] === query.language ? 1 : this.params.crossLanguageWeight);
      const entry = best.get(f) ?? { score: 0, version: 0, pick: -1 };
      if (pick > entry.pick) {
        entry.pick = pick;
        entry.version = this.docVersion[d] ?? 0;
      }
      entry.score = Math.max(entry.score, score);
      best.set(f, entry);
    });
    const coverage = new Map<number, number>();
    this.faqCoverage.drain((f, w) => coverage.set(f, Math.min(1, w / query.totalWeight)));
    const found: { f: number; hit: FaqHit }[] = [];
    for (const [f, { score, version }] of best) {
      const faq = this.faqs[f];
      const v = faq?.versions[version];
      if (faq && v && faq !== exact?.faq)
        found.push({ f, hit: { faq, version: v, score, coverage: coverage.get(f) ?? 0 } });
    }
    found.sort((a, b) => b.hit.score - a.hit.score);
    const top = found.slice(0, limit);
    // A short question's terms per FAQ let the decision see two FAQs that each hold a part of it.
    if (query.wordCount <= MAX_TOPIC_WORDS)
      for (const { f, hit } of top) hit.covered = this.coveredTerms(query, f);
    const hits = top.map((h) => h.hit);
    if (exact) hits.unshift(exact);
    return hits.slice(0, limit);
  }

  /** A text's word terms and the support concepts they express, as a passage's are indexed. */
  passageTerms(text: string, language: string): string[] {
    return passageTerms(this.concepts, text, language);
  }

  /** Passages by BM25 on the question's corrected words and their meanings. */
  searchChunks(query: PreparedQuery, limit = 3): ChunkHit[] {
    return this.passages.search(query, limit);
  }
}
