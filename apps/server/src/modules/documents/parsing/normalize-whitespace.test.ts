import { describe, expect, it } from 'vitest';
import { normalizeWhitespace } from './extract-text.ts';

describe('normalizeWhitespace', () => {
  it('keeps paragraphs apart by one empty line and lines apart by a line break', () => {
    expect(
      normalizeWhitespace('  Title \r\n\r\n\r\n\tFirst  line\t of text \rsecond line\n\n\n\n  end  '),
    ).toBe('Title\n\nFirst line of text\nsecond line\n\nend');
  });

  it('drops empty lines at both ends and lines of only spaces', () => {
    expect(normalizeWhitespace('\n\n   \n  a \u00a0 b \n \t \n\nc\n   \n')).toBe('a b\n\nc');
    expect(normalizeWhitespace(' \n\t\n')).toBe('');
  });
});
