import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';
import { tokenize } from './tokenize.ts';

describe('normalizeText', () => {
  it('folds case, Latin accents and Arabic spelling variants but keeps Japanese voicing marks', () => {
    expect(normalizeText('Ré­SUMÉ Çà')).toBe('re­sume ca');
    expect(normalizeText('ＡＢＣ')).toBe('abc');
    expect(normalizeText('إِرْجَاعُ')).toBe('ارجاع');
    expect(normalizeText('مكتبة')).toBe('مكتبه');
    expect(normalizeText('ガイド')).toBe('ガイド');
  });
});

describe('tokenize', () => {
  it('stems and drops stop words per language', () => {
    expect(tokenize('How long does shipping take?', 'en')).toEqual(['long', 'ship', 'take']);
    expect(tokenize('¿Cuánto tarda el envío?', 'es')).toEqual(tokenize('cuanto tardan los envios', 'es'));
    expect(tokenize('Wo ist mein Paket?', 'de')).toEqual(['paket']);
  });

  it('splits Chinese, Japanese and Korean into bigrams', () => {
    expect(tokenize('配送时间', 'zh')).toEqual(['配送', '送时', '时间', '配', '送', '时', '间']);
    expect(tokenize('返品したい', 'ja')).toContain('返品');
    expect(tokenize('배송 기간', 'ko')).toEqual(['배송', '기간']);
  });

  it('stems Arabic and Russian', () => {
    expect(tokenize('الشحن', 'ar')).toEqual(tokenize('والشحن', 'ar'));
    expect(tokenize('доставки', 'ru')).toEqual(tokenize('доставка', 'ru'));
  });
});
