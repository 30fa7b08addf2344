import type { DefaultLanguageCode } from '../../../../../packages/contract/src/languages.ts';

export interface DemoFaqText {
  question: string;
  answer: string;
  aliases: string[];
}

export interface DemoFaq {
  slug: string;
  category: string;
  keywords: string[];
  translations: Record<DefaultLanguageCode, DemoFaqText>;
}

/** Shorthand for one language version: question, answer, aliases. */
export const t = (question: string, answer: string, aliases: string[]): DemoFaqText => ({
  question,
  answer,
  aliases,
});
