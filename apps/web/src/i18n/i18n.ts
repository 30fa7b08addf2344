import { RTL_LANGUAGES } from '@parley/contract/languages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ADMIN_COUNTS, ADMIN_COUNTS_NAMESPACE } from './admin-counts.ts';
import { CATALOG_LOADERS, ENGLISH } from './catalogs.ts';

export const LANGUAGE_KEY = 'lastUsedLanguage';

/** The visitor's last choice, else the browser's language when the site has it, else English. */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): string {
  if (stored && CATALOG_LOADERS[stored]) return stored;
  for (const tag of browserLanguages) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (CATALOG_LOADERS[code]) return code;
  }
  return 'en';
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** i18next loads a catalog through this before it switches to its language (the site's own texts only). */
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = namespace === 'translation' ? CATALOG_LOADERS[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, false),
    );
  },
};

export async function setupI18n(): Promise<typeof i18next> {
  const language = initialLanguage(
    localStorage.getItem(LANGUAGE_KEY),
    navigator.languages ?? [navigator.language],
  );
  await i18next
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: ENGLISH } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  i18next.addResourceBundle('en', ADMIN_COUNTS_NAMESPACE, ADMIN_COUNTS);
  applyDocumentLanguage(language);
  i18next.on('languageChanged', (next) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    applyDocumentLanguage(next);
    // The chat widget follows the site's language unless the visitor picked one in the widget.
    window.dispatchEvent(new CustomEvent('parley:site-language', { detail: next }));
  });
  return i18next;
}
