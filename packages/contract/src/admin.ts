import { z } from 'zod';
import { languageCodeSchema } from './language-code-schema.ts';
import { pagedListQuerySchema, pagedListResponseSchema } from './paged-list.ts';

/** Aliases one language version of a FAQ may have. */
export const MAX_ALIASES_PER_LANGUAGE = 30;

const aliasesSchema = z
  .array(
    z.string().trim().min(1, 'Aliases cannot be empty').max(300, 'Aliases must be at most 300 characters'),
  )
  .max(MAX_ALIASES_PER_LANGUAGE, `At most ${MAX_ALIASES_PER_LANGUAGE} aliases per language`);

export const faqTranslationInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Question is required')
    .max(1000, 'Question must be at most 1000 characters'),
  answer: z
    .string()
    .trim()
    .min(1, 'Answer is required')
    .max(10000, 'Answer must be at most 10000 characters'),
  aliases: aliasesSchema.default([]),
});

/** Create/update payload: the spec's question/answer/status plus category, keywords, aliases and language versions. */
export const faqInputSchema = z.object({
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(1000, 'Question must be at most 1000 characters'),
  answer: z
    .string({ error: 'Answer is required' })
    .trim()
    .min(1, 'Answer is required')
    .max(10000, 'Answer must be at most 10000 characters'),
  status: z.enum(['active', 'inactive'], { error: 'Status must be Active or Inactive' }).default('active'),
  language: languageCodeSchema.default('en'),
  category: z.string().trim().max(100, 'Category must be at most 100 characters').nullish(),
  keywords: z.array(z.string().trim().min(1).max(60)).max(30, 'At most 30 keywords').default([]),
  aliases: aliasesSchema.default([]),
  translations: z.record(languageCodeSchema, faqTranslationInputSchema).default({}),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  status: z.enum(['active', 'inactive']),
  language: z.string(),
  category: z.string().nullable(),
  keywords: z.array(z.string()),
  aliases: z.array(z.string()),
  translations: z.record(
    z.string(),
    z.object({
      question: z.string(),
      answer: z.string(),
      aliases: z.array(z.string()),
      origin: z.enum(['human', 'machine']),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const faqListQuerySchema = pagedListQuerySchema(['question', 'status', 'created_at']);
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

export const faqListResponseSchema = pagedListResponseSchema(faqSchema);
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;

export const faqImportSchema = z.object({
  faqs: z
    .array(faqInputSchema)
    .min(1, 'The file contains no FAQs')
    .max(10000, 'At most 10000 FAQs per import'),
});
export const faqImportResponseSchema = z.object({
  created: z.array(z.object({ id: z.string(), question: z.string() })),
});
export type FaqImportResponse = z.infer<typeof faqImportResponseSchema>;

export const dashboardResponseSchema = z.object({
  totalFaqs: z.number().int(),
  documentsProcessing: z.number().int(),
  documentsProcessed: z.number().int(),
  recentFaqs: z.array(
    z.object({ id: z.string(), question: z.string(), status: z.string(), created_at: z.string() }),
  ),
  recentDocuments: z.array(
    z.object({ id: z.string(), name: z.string(), status: z.string(), created_at: z.string() }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'user']),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userUpdateSchema = z
  .object({ role: z.enum(['admin', 'user']), disabled: z.boolean() })
  .partial()
  .refine((v) => v.role !== undefined || v.disabled !== undefined, 'Nothing to change');
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const meResponseSchema = z.object({ user: userSchema, isAdmin: z.boolean() });

export const apiKeyCreateSchema = z.object({ name: z.string().trim().min(1, 'Name is required').max(80) });
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const notificationsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['contact_message', 'document_failed']),
      title: z.string(),
      created_at: z.string(),
      read: z.boolean(),
    }),
  ),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const publicSettingsResponseSchema = z.object({
  chatbot: z.object({
    name: z.string(),
    welcomeMessage: z.string(),
    welcomeMessages: z.record(z.string(), z.string()),
    defaultLanguage: z.string(),
    languages: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  branding: z.object({
    accentColor: z.string(),
    position: z.enum(['bottom-right', 'bottom-left']),
    avatarInitial: z.string(),
  }),
  mailConfigured: z.boolean(),
  authProviders: z.array(z.object({ id: z.string(), name: z.string() })),
  translationAvailable: z.boolean(),
  /** Whether the widget may chat without the host page identifying the visitor. */
  visitors: z.object({ allowAnonymous: z.boolean() }),
  /** The retention the settings enforce, stated on the privacy page. */
  retention: z.object({
    sessionTtlDays: z.number().int(),
    autoExpiry: z.boolean(),
    analyticsRetentionDays: z.number().int(),
    anonymizedStorage: z.boolean(),
    trainingDataCollection: z.boolean(),
  }),
});
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponseSchema>;
