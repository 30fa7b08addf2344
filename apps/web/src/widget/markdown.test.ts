import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';

describe('safe markdown', () => {
  it('parses bold, italics and same-site or http links', () => {
    expect(parseInline('**3-5 days** via [contact](/contact) or *soon*')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: '3-5 days' }] },
      { type: 'text', text: ' via ' },
      { type: 'link', href: '/contact', children: [{ type: 'text', text: 'contact' }] },
      { type: 'text', text: ' or ' },
      { type: 'em', children: [{ type: 'text', text: 'soon' }] },
    ]);
  });

  it('drops dangerous links and keeps HTML as plain text', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'x' },
      { type: 'text', text: ')' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('parses lists, quotes and paragraphs', () => {
    const blocks = parseMarkdown('Intro line\n\n- one\n- two\n\n> quoted\n\n1. first\n2. second');
    expect(blocks.map((b) => b.type)).toEqual(['p', 'ul', 'quote', 'ol']);
  });
});
