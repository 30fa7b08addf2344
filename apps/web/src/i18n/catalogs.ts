import { en } from './locales/en.ts';
import type { Messages } from './messages.ts';

/** English is bundled (every language falls back to it); each other catalog is its own chunk, loaded when chosen. */
export const CATALOG_LOADERS: Record<string, () => Promise<Messages>> = {
  en: async () => en,
  es: () => import('./locales/es.ts').then((m) => m.es),
  fr: () => import('./locales/fr.ts').then((m) => m.fr),
  de: () => import('./locales/de.ts').then((m) => m.de),
  it: () => import('./locales/it.ts').then((m) => m.it),
  pt: () => import('./locales/pt.ts').then((m) => m.pt),
  nl: () => import('./locales/nl.ts').then((m) => m.nl),
  ru: () => import('./locales/ru.ts').then((m) => m.ru),
  zh: () => import('./locales/zh.ts').then((m) => m.zh),
  ja: () => import('./locales/ja.ts').then((m) => m.ja),
  ko: () => import('./locales/ko.ts').then((m) => m.ko),
  ar: () => import('./locales/ar.ts').then((m) => m.ar),
};

export { en as ENGLISH };
