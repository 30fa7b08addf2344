import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { describe, expect, it } from 'vitest';
import { fill, TEMPLATES, templatesFor } from './reply-templates.ts';

describe('reply templates (data/reply-templates.json)', () => {
  it('hold every text in each of the twelve languages, naming each language', () => {
    for (const code of DEFAULT_LANGUAGE_CODES) {
      const t = TEMPLATES[code];
      expect(t, code).toBeDefined();
      expect(Object.keys(t?.languageNames ?? {}).sort(), code).toEqual([...DEFAULT_LANGUAGE_CODES].sort());
    }
  });

  it('fall back to English and fill placeholders', () => {
    expect(templatesFor('sw')).toBe(TEMPLATES.en);
    expect(fill(templatesFor('en').greeting.friendly, { name: 'Ava' })).toContain('Ava');
  });
});
