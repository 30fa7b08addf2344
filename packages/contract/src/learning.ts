import { z } from 'zod';
import { languageCodeSchema } from './language-code-schema.ts';

/** Admin "Unanswered questions": what visitors asked that the chat could not answer directly. */
export const unansweredQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int()
    .min(1, 'days must be between 1 and 365')
    .max(365, 'days must be between 1 and 365')
    .default(30),
});
export type UnansweredQuery = z.infer<typeof unansweredQuerySchema>;

export const unansweredQuestionSchema = z.object({
  text: z.string(),
  language: z.string(),
  /** The reply the visitor last got for it. */
  kind: z.enum(['clarification', 'not_found']),
  /** Times asked and distinct visitors who asked it. */
  count: z.number().int(),
  visitors: z.number().int(),
  /** Distinct visitors who, after asking it, picked this group's FAQ among the offered buttons. */
  confirmed_visitors: z.number().int(),
  last_asked: z.string(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;

export const unansweredGroupSchema = z.object({
  /** The FAQ the questions most likely belong to; null for questions grouped only by their similarity. */
  faq: z
    .object({
      id: z.string(),
      question: z.string(),
      /** The languages the FAQ has a version in (an alias is added to the question's language version). */
      languages: z.array(z.string()),
    })
    .nullable(),
  count: z.number().int(),
  visitors: z.number().int(),
  confirmed_visitors: z.number().int(),
  questions: z.array(unansweredQuestionSchema),
});
export type UnansweredGroup = z.infer<typeof unansweredGroupSchema>;

export const phrasingSuggestionSchema = z.object({
  id: z.string(),
  faq_id: z.string(),
  faq_question: z.string(),
  language: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type PhrasingSuggestion = z.infer<typeof phrasingSuggestionSchema>;

export const unansweredResponseSchema = z.object({
  days: z.number().int(),
  totals: z.object({
    not_found: z.number().int(),
    clarification: z.number().int(),
    picked: z.number().int(),
  }),
  /** One entry per day (UTC), oldest first, days without events included. */
  timeline: z.array(
    z.object({
      date: z.string(),
      not_found: z.number().int(),
      clarification: z.number().int(),
      picked: z.number().int(),
    }),
  ),
  groups: z.array(unansweredGroupSchema),
  suggestions: z.array(phrasingSuggestionSchema),
  /** Whether "Suggest phrasings" can run (a language model is configured). */
  suggestions_available: z.boolean(),
  /** Whether visitors' questions are being recorded (dataRetention.enableTrainingDataCollection). */
  collecting: z.boolean(),
});
export type UnansweredResponse = z.infer<typeof unansweredResponseSchema>;

const questionText = z
  .string({ error: 'Question is required' })
  .trim()
  .min(1, 'Question is required')
  .max(300, 'Aliases must be at most 300 characters');

export const addAliasSchema = z.object({
  faq_id: z.string({ error: 'faq_id is required' }).min(1, 'faq_id is required'),
  language: languageCodeSchema,
  question: questionText,
});
export type AddAlias = z.infer<typeof addAliasSchema>;

export const dismissQuestionSchema = z.object({ language: languageCodeSchema, question: questionText });

export const suggestPhrasingsSchema = z.object({
  faq_id: z.string({ error: 'faq_id is required' }).min(1, 'faq_id is required'),
  language: languageCodeSchema,
});

export const suggestPhrasingsResponseSchema = z.object({ suggestions: z.array(phrasingSuggestionSchema) });
