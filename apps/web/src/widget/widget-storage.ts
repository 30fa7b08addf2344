/** Browser storage of the widget: the spec's keys plus versioned cache entries with an expiry. */
export const KEYS = {
  sessionId: 'chatSessionId',
  userId: 'userId',
  language: 'lastUsedLanguage',
  // Set only when the visitor picks a language in the widget; the site's language no longer moves it then.
  pickedLanguage: 'parley:pickedLanguage',
} as const;

const CACHE_VERSION = 1;
const CACHE_PREFIX = 'parley:cache:';

interface CacheEntry<T> {
  version: number;
  expiresAt: number;
  value: T;
}

export function readCache<T>(storage: Storage, key: string, now = Date.now()): T | undefined {
  const raw = storage.getItem(CACHE_PREFIX + key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as CacheEntry<T>;
    if (entry.version === CACHE_VERSION && entry.expiresAt > now) return entry.value;
  } catch {
    // unreadable entries are dropped below
  }
  storage.removeItem(CACHE_PREFIX + key);
  return undefined;
}

export function writeCache(
  storage: Storage,
  key: string,
  value: unknown,
  ttlMs: number,
  now = Date.now(),
): void {
  const entry: CacheEntry<unknown> = { version: CACHE_VERSION, expiresAt: now + ttlMs, value };
  try {
    storage.setItem(CACHE_PREFIX + key, JSON.stringify(entry));
  } catch {
    // a full storage only costs a cache miss
  }
}

/** Removes expired entries and entries written by another cache version. */
export function cleanCache(storage: Storage, now = Date.now()): number {
  let removed = 0;
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    if (!key?.startsWith(CACHE_PREFIX)) continue;
    if (readCache(storage, key.slice(CACHE_PREFIX.length), now) === undefined) removed++;
  }
  return removed;
}

export function dropCache(storage: Storage, key: string): void {
  storage.removeItem(CACHE_PREFIX + key);
}

/** In-memory Storage for when the browser refuses localStorage (e.g. third-party iframes with storage blocked). */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

let chosen: Storage | undefined;

/** localStorage when the browser allows it, else memory (the chat still works; it is forgotten on reload). */
export function widgetStorage(): Storage {
  if (chosen) return chosen;
  try {
    const probe = '__parley_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    chosen = window.localStorage;
  } catch {
    chosen = new MemoryStorage();
  }
  return chosen;
}
