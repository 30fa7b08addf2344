import { describe, expect, it } from 'vitest';
import { makeDocx, makeExternalEntityDocx } from '../test-files.ts';
import { docxText } from './docx-text.ts';

describe('DOCX text', () => {
  it('reads every paragraph of the main document in order, headings included', () => {
    const docx = makeDocx([
      {
        heading: 'Garantie',
        paragraphs: ['Zwei Jahre auf alle Zelte.', 'Belege & Rechnung <bitte> aufbewahren.'],
      },
      { paragraphs: ['Kontakt: service@example.com'] },
    ]);
    expect(docxText(docx)).toBe(
      'Garantie\n\nZwei Jahre auf alle Zelte.\n\nBelege & Rechnung <bitte> aufbewahren.\n\nKontakt: service@example.com',
    );
  });

  it('never expands an external entity, and keeps the rest of the text', () => {
    const text = docxText(makeExternalEntityDocx('file:///etc/passwd'));
    expect(text).toContain('Safe text');
    expect(text).not.toContain('root:');
  });

  it('refuses a damaged file', () => {
    const docx = makeDocx([{ paragraphs: ['Text'] }]);
    const documentStart = docx.findIndex(
      (_, i) => String.fromCharCode(...docx.subarray(i, i + 17)) === 'word/document.xml',
    );
    expect(() => docxText(docx.subarray(0, documentStart + 60))).toThrow();
    expect(() => docxText(new Uint8Array([80, 75, 3, 4, 1, 2, 3]))).toThrow();
  });
});
