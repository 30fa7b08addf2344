import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it } from './locales/it.ts';
import { ja } from './locales/ja.ts';
import { ko } from './locales/ko.ts';
import { nl } from './locales/nl.ts';
import { pt } from './locales/pt.ts';
import { ru } from './locales/ru.ts';
import { zh } from './locales/zh.ts';
import type { Messages } from './messages.ts';

/** Every catalog is bundled: the site never fetches texts at run time. */
export const CATALOGS: Record<string, Messages> = { en, es, fr, de, it, pt, nl, ru, zh, ja, ko, ar };
