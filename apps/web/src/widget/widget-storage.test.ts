import { describe, expect, it } from 'vitest';
import { cleanCache, MemoryStorage, readCache, writeCache } from './widget-storage.ts';

describe('widget cache entries', () => {
  it('returns fresh entries and drops expired or foreign-version ones', () => {
    const s = new MemoryStorage();
    writeCache(s, 'history', ['a'], 1000, 0);
    expect(readCache(s, 'history', 500)).toEqual(['a']);
    expect(readCache(s, 'history', 1500)).toBeUndefined();
    expect(s.length).toBe(0);
    s.setItem('parley:cache:old', JSON.stringify({ version: 0, expiresAt: 9e15, value: 1 }));
    s.setItem('chatSessionId', 'keep');
    expect(cleanCache(s)).toBe(1);
    expect(s.getItem('chatSessionId')).toBe('keep');
  });
});
