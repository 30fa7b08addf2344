import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

describe('SseParser', () => {
  it('returns events only once complete, across arbitrary chunk boundaries', () => {
    const parser = new SseParser();
    expect(parser.push('event: delta\ndata: {"te')).toEqual([]);
    expect(parser.push('xt":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: do')).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
    ]);
    expect(parser.push('ne\r\ndata: {}\r\n\r\n')).toEqual([{ event: 'done', data: '{}' }]);
  });
});
