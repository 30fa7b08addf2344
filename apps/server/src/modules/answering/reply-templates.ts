import { PERSONALITY_TYPES, type PersonalityType } from '@parley/contract/settings';
import { z } from 'zod';
import { parseData } from '../../data/faq-set.ts';
import templatesJson from '../../data/reply-templates.json' with { type: 'json' };

/** Reply texts by personality: friendly, professional, technical, empathetic. `{name}` is the chatbot's name. */
const byPersonality = z.record(z.enum(PERSONALITY_TYPES), z.string().min(1)) as z.ZodType<
  Record<PersonalityType, string>
>;

const languageTemplatesSchema = z.object({
  greeting: byPersonality,
  thanks: byPersonality,
  /** The reply to "I have a question" or "can you help me?": it asks what the question is. */
  opener: byPersonality,
  /** The reply to "who are you?" or "are you a bot?": what the assistant is and does. */
  about: byPersonality,
  /** The reply to "talk to a human" or "人工客服": the assistant cannot hand over; the contact page reaches the team. */
  human: byPersonality,
  /** The reply to a bare "no" or "none of these": it asks for a few more words. */
  none: byPersonality,
  notFound: byPersonality,
  clarify: byPersonality,
  /** Not sure of an answer, with the nearest FAQs offered below: never "not found" while they are on screen. */
  unsure: byPersonality,
  /** Shown under an answer that exists only in another language; `{language}` is that language's name. */
  onlyIn: z.string().min(1),
  /** Introduces a passage quoted from a document; `{title}` is its title. */
  fromDocument: z.string().min(1),
  /** Introduces, under "not found", the passage that comes closest; `{title}` is its title. */
  mayHelp: z.string().min(1),
  /** Introduces two such passages, each then under `fromDocument`. */
  mayHelpMany: z.string().min(1),
  /** Follows that passage when no FAQ is offered either: the contact page, should it not help. */
  passageElse: z.string().min(1),
  /** Follows it when FAQs are offered below as well: is it one of these, else the contact page. */
  passageOrRelated: z.string().min(1),
  /** Names of the default languages, in this language. */
  languageNames: z.record(z.string(), z.string().min(1)),
});

export type LanguageTemplates = z.infer<typeof languageTemplatesSchema>;

/** The reply texts of every language, as data (data/reply-templates.json), checked at load. */
export const TEMPLATES: Record<string, LanguageTemplates> = parseData(
  z
    .record(z.string(), languageTemplatesSchema)
    .refine((t) => t.en !== undefined, 'English texts are required'),
  templatesJson,
  'reply-templates.json',
);

/** Templates of a language, falling back to English for languages an admin added beyond the twelve. */
export function templatesFor(language: string): LanguageTemplates {
  return TEMPLATES[language] ?? (TEMPLATES.en as LanguageTemplates);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
