import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { describe, expect, it } from 'vitest';
import { CATALOG_LOADERS } from './catalogs.ts';
import { initialLanguage } from './i18n.ts';
import type { Messages } from './messages.ts';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const CATALOGS: Record<string, Messages> = Object.fromEntries(
  await Promise.all(Object.entries(CATALOG_LOADERS).map(async ([code, load]) => [code, await load()])),
);

describe('site catalogs', () => {
  const english = leaves(CATALOGS.en)
    .map(([k]) => k)
    .sort();

  it.each(DEFAULT_LANGUAGE_CODES)('%s has exactly the English keys, none empty', (code) => {
    const entries = leaves(CATALOGS[code]);
    expect(entries.map(([k]) => k).sort()).toEqual(english);
    for (const [key, value] of entries)
      expect(typeof value === 'string' && value.trim() !== '', `${code}:${key}`).toBe(true);
  });

  it('keeps the spec texts in English', () => {
    expect(CATALOGS.en?.home).toMatchObject({
      headline: 'Chat in any language with AI assistance',
      startChatting: 'Start Chatting',
      learnMore: 'Learn More',
      bannerTitle: 'Ready to dive in? Start using our chatbot today.',
      goToChat: 'Go to Chat',
    });
    expect(CATALOGS.en?.notFound).toMatchObject({ title: 'Page not found', back: 'Go back home' });
  });

  it('picks the stored choice, then a supported browser language, then English', () => {
    expect(initialLanguage('fr', ['de-DE'])).toBe('fr');
    expect(initialLanguage(null, ['pl-PL', 'de-AT'])).toBe('de');
    expect(initialLanguage('xx', ['pl'])).toBe('en');
  });
});
