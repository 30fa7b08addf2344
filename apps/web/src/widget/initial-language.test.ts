import { describe, expect, it } from 'vitest';
import { chooseInitialLanguage } from './initial-language.ts';

const base = {
  stored: null,
  countryCode: null,
  browserLanguages: [],
  configured: ['en', 'es', 'fr', 'ja'],
  defaultLanguage: 'en',
};

describe('chooseInitialLanguage', () => {
  it('prefers the stored choice, then the region, then the browser, then the default', () => {
    expect(chooseInitialLanguage({ ...base, stored: 'fr', countryCode: 'JP' })).toBe('fr');
    expect(chooseInitialLanguage({ ...base, countryCode: 'JP', browserLanguages: ['es-ES'] })).toBe('ja');
    expect(chooseInitialLanguage({ ...base, countryCode: 'US', browserLanguages: ['es-MX'] })).toBe('es');
    expect(chooseInitialLanguage({ ...base, countryCode: 'DE', browserLanguages: ['pl'] })).toBe('en');
  });

  it('ignores languages the admin has not configured', () => {
    expect(
      chooseInitialLanguage({ ...base, stored: 'ko', browserLanguages: ['ko'], configured: ['en', 'es'] }),
    ).toBe('en');
  });
});
