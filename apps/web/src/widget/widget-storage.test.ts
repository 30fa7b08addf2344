import { describe, expect, it } from 'vitest';
import { cleanCache, readCache, writeCache } from './widget-storage.ts';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

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
