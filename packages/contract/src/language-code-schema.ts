import { z } from 'zod';

/** A language code as Parley stores it: ISO 639-1, lower case (e.g. 'en', 'zh'). */
export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2}$/, 'Language must be a two-letter ISO 639-1 code such as "en"');
