import { describe, expect, it } from 'vitest';
import { TypoCorrector } from './typo-corrector.ts';

describe('typo corrector', () => {
  const typos = new TypoCorrector(['track', 'dispatch', 'password', 'weekend']);

  it('corrects a missing, an extra, a wrong or a swapped letter in long words', () => {
    expect(typos.correct('pasword')).toBe('password');
    expect(typos.correct('weeekend')).toBe('weekend');
    expect(typos.correct('passwird')).toBe('password');
    expect(typos.correct('dispacth')).toBe('dispatch');
  });

  it('corrects only a missing or extra letter in five- and six-letter words', () => {
    expect(typos.correct('trackk')).toBe('track');
    expect(typos.correct('crack')).toBeUndefined();
  });

  it('leaves short words and numbers alone', () => {
    expect(typos.correct('trak')).toBeUndefined();
    expect(typos.correct('12345')).toBeUndefined();
  });

  it('never changes the first letter: a word a letter longer or shorter at its start is another word', () => {
    const russian = new TypoCorrector(['досмотр', 'доставля', 'остав', 'осмотра']);
    expect(russian.correct('осмотр')).toBe('осмотра');
    expect(russian.correct('оставля')).toBeUndefined();
    expect(russian.correct('дпоставля')).toBe('доставля');
    expect(typos.correct('spassword')).toBeUndefined();
  });
});
