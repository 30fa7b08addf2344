import { describe, expect, it } from 'vitest';
import { CognateFinder } from './cognates.ts';

const finder = new CognateFinder([
  ['professional', 'it'],
  ['passaport', 'it'],
  ['profession', 'en'],
  ['kostenlos', 'de'],
  ['igien', 'it'],
  ['сертификат', 'ru'],
]);

describe('CognateFinder', () => {
  it("reads a word as another language's word it starts, or that starts it, but for an ending", () => {
    expect(new CognateFinder([['professional', 'it']]).find('profession', 'en')).toBe('professional');
    expect(finder.find('professionell', 'de')).toBe('profession');
  });

  it("reads a word one letter away from another language's word", () => {
    expect(finder.find('passport', 'en')).toBe('passaport');
  });

  it('leaves a word of the same language alone: there it is another word (costs is not free)', () => {
    expect(finder.find('kosten', 'de')).toBeUndefined();
    expect(finder.find('kosten', 'nl')).toBe('kostenlos');
  });

  it('leaves short words, longer endings and other scripts alone', () => {
    expect(finder.find('igiene', 'en')).toBeUndefined();
    expect(finder.find('profes', 'en')).toBeUndefined();
    expect(finder.find('professionalmente', 'en')).toBeUndefined();
    expect(finder.find('сертификаты', 'uk')).toBe('сертификат');
    expect(finder.find('専門的な清掃', 'ja')).toBeUndefined();
  });
});
