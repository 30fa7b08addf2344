import i18next from 'i18next';

/**
 * Counted texts of the admin panel (English, like the rest of the panel). Keys carry i18next's plural
 * suffixes, chosen by Intl.PluralRules, so "1 FAQ" and "2 FAQs" need no hand-written conditions.
 */
export const ADMIN_COUNTS = {
  faqCount_one: '{{count}} FAQ',
  faqCount_other: '{{count}} FAQs',
  languageCount_one: '{{count}} language',
  languageCount_other: '{{count}} languages',
  importedFaqs_one: 'Imported {{count}} FAQ.',
  importedFaqs_other: 'Imported {{count}} FAQs.',
} as const;

export const ADMIN_COUNTS_NAMESPACE = 'adminCounts';

type CountKey = keyof typeof ADMIN_COUNTS extends `${infer K}_${'one' | 'other'}` ? K : never;

/** "1 FAQ", "12 FAQs": the panel is English whatever language the public site is in. */
export const countText = (key: CountKey, count: number): string =>
  i18next.t(key, { ns: ADMIN_COUNTS_NAMESPACE, lng: 'en', count });
