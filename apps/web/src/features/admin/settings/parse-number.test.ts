import { describe, expect, it } from 'vitest';
import { parseDecimal, parseInteger } from './parse-number.ts';

describe('settings number parsing', () => {
  it('parses integers and decimals, falling back to 0', () => {
    expect(parseInteger('42')).toBe(42);
    expect(parseInteger('4.7')).toBe(4);
    expect(parseInteger('')).toBe(0);
    expect(parseDecimal('0.7')).toBe(0.7);
    expect(parseDecimal('abc')).toBe(0);
  });
});
