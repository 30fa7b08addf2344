import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.ts';

describe('chunkText', () => {
  it('titles passages by the heading above them', () => {
    const text = 'Shipping\n\nWe ship worldwide within 3 days.\n\nReturns\n\nReturn any item within 30 days.';
    const chunks = chunkText(text, 'Policy.txt');
    expect(chunks).toEqual([
      { position: 0, title: 'Shipping', content: 'We ship worldwide within 3 days.' },
      { position: 1, title: 'Returns', content: 'Return any item within 30 days.' },
    ]);
  });

  it('uses the document name before any heading and keeps passages near the target size', () => {
    const paragraph = 'This sentence is about forty characters. '.repeat(10).trim();
    const chunks = chunkText([paragraph, paragraph, paragraph, paragraph].join('\n\n'), 'Guide.txt');
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]?.title).toBe('Guide.txt');
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(1800);
    expect(
      chunks
        .map((c) => c.content)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toBe([paragraph, paragraph, paragraph, paragraph].join(' '));
  });

  it('cuts a long Chinese paragraph at its sentence ends, which no space follows', () => {
    const paragraph = '这是一个关于门店服务的句子，大约有二十个字。'.repeat(100);
    const chunks = chunkText(paragraph, '服务说明.txt');
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.content.length).toBeLessThanOrEqual(1800);
    expect(chunks.map((c) => c.content.replace(/\s+/g, '')).join('')).toBe(paragraph);
  });

  it('returns nothing for blank text', () => {
    expect(chunkText('  \n\n ', 'x')).toEqual([]);
  });
});
