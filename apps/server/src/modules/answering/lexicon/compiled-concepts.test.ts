import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFaqs } from '../../../data/demo-data.ts';
import { analyzeText, tokenize } from '../tokenize.ts';
import { lexiconKey, readCompiledConcepts, writeCompiledConcepts } from './compiled-concepts.ts';
import { ConceptMatcher } from './concept-matcher.ts';
import { buildSupportConcepts } from './support-lexicon.ts';

const concepts = (matcher: ConceptMatcher, text: string, language: string) =>
  matcher.concepts(analyzeText(text), language, tokenize(text, language)).terms.sort();

const small = new ConceptMatcher(
  {
    delivery: { en: ['shipping', 'postage', 'parcel locker'], zh: ['快递'] },
    guest: { es: ['sin cuenta'] },
    '=dog': { en: ['dog', 'puppy'], ja: ['犬'] },
    '=hairdryer': { en: ['hair dryer'] },
  },
  {},
  { delivery: ['guest'] },
);

describe('compiled concepts', () => {
  it('stores and restores every kind of entry: stems, several words, CJK, phrases and everyday words (one or several)', () => {
    const restored = ConceptMatcher.fromCompiled(JSON.parse(JSON.stringify(small.toCompiled())));
    const cases: [string, string, string[]][] = [
      ['what does postage cost', 'en', ['~delivery']],
      ['is there a locker for my parcel', 'en', ['~delivery']],
      ['我的快递呢', 'zh', ['~delivery']],
      ['¿Puedo comprar sin cuenta?', 'es', ['~guest']],
      ['can my puppy come', 'en', ['~=dog']],
      ['犬を連れて行けますか', 'ja', ['~=dog']],
      ['are there hair dryers', 'en', ['~=hairdryer']],
    ];
    for (const [text, language, expected] of cases) {
      expect(concepts(small, text, language)).toEqual(expected);
      expect(concepts(restored, text, language)).toEqual(expected);
    }
    expect(restored.implied('~delivery')).toEqual(['~guest']);
  });

  it('restores the built-in lexicon so that it finds the same concepts in every demo FAQ', () => {
    const built = buildSupportConcepts();
    const restored = ConceptMatcher.fromCompiled(JSON.parse(JSON.stringify(built.toCompiled())));
    let found = 0;
    for (const faq of demoFaqs)
      for (const [language, version] of Object.entries(faq.translations)) {
        const text = `${version.question} ${version.answer}`;
        const expected = concepts(built, text, language);
        found += expected.length;
        expect(concepts(restored, text, language)).toEqual(expected);
      }
    expect(found).toBeGreaterThan(1000);
  });

  it('is read only when it was built from the same lexicon files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-concepts-'));
    const lexicon = join(dir, 'lexicon.json');
    writeFileSync(lexicon, '{"a": 1}');
    const stored = join(dir, 'concepts.json');
    writeCompiledConcepts(stored, lexiconKey([lexicon]), small);
    const read = readCompiledConcepts(stored, lexiconKey([lexicon]));
    expect(read && concepts(read, 'postage', 'en')).toEqual(['~delivery']);

    writeFileSync(lexicon, '{"a": 2}');
    expect(readCompiledConcepts(stored, lexiconKey([lexicon]))).toBeUndefined();
    expect(readCompiledConcepts(join(dir, 'missing.json'), lexiconKey([lexicon]))).toBeUndefined();
    writeFileSync(stored, '{"key": ');
    expect(readCompiledConcepts(stored, lexiconKey([lexicon]))).toBeUndefined();
  });
});
