import { describe, expect, it } from 'vitest';
import { contrastRatio, keepsWhiteTextReadable } from './contrast.ts';

describe('accent contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#4f46e5', '#ffffff')).toBeCloseTo(6.29, 1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });

  it('accepts accents that keep white text at AA and refuses the rest', () => {
    expect(keepsWhiteTextReadable('#4f46e5')).toBe(true);
    expect(keepsWhiteTextReadable('#0F766E')).toBe(true);
    expect(keepsWhiteTextReadable('#767676')).toBe(true);
    expect(keepsWhiteTextReadable('#777777')).toBe(false);
    expect(keepsWhiteTextReadable('#facc15')).toBe(false);
    expect(keepsWhiteTextReadable('#fff')).toBe(false);
    expect(keepsWhiteTextReadable('red')).toBe(false);
  });
});
