// Plain data with no zod import: the embeddable widget bundles this file and must stay small.

/** The spec's twelve default chat languages, in the order the spec lists them. */
export const DEFAULT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'ru', name: 'Russian' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'ar', name: 'Arabic' },
] as const;

/** English names of the languages the admin panel offers (the spec's default-language choices and more). */
export const ENGLISH_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(DEFAULT_LANGUAGES.map((l) => [l.code, l.name])),
  pl: 'Polish',
};

/** Each language in its own name, so a visitor finds theirs whatever the current language is. */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
};

export type DefaultLanguageCode = (typeof DEFAULT_LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE_CODES = DEFAULT_LANGUAGES.map((l) => l.code) as DefaultLanguageCode[];

/** Languages written right to left; the widget and site flip direction for them. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** Region-to-language map of spec section 3 (country_code -> language). */
export const REGION_LANGUAGE: Readonly<Record<string, DefaultLanguageCode>> = {
  FR: 'fr',
  DE: 'de',
  ES: 'es',
  IT: 'it',
  PT: 'pt',
  NL: 'nl',
  RU: 'ru',
  CN: 'zh',
  JP: 'ja',
  KR: 'ko',
  SA: 'ar',
};
