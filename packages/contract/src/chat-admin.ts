import { z } from 'zod';
import { sourceSchema } from './chat.ts';

export const CHAT_SESSIONS_PAGE_SIZE = 10;

const dateParam = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO date-time such as 2026-01-31T00:00:00Z` })
    .or(z.iso.date({ error: `${name} must be a date such as 2026-01-31` }))
    .transform((v) => new Date(v));

/** Filters shared by the sessions list and its CSV export. */
export const chatSessionFiltersSchema = z.object({
  status: z
    .enum(['active', 'archived', 'expired'], { error: 'status must be active, archived or expired' })
    .optional(),
  from: dateParam('from').optional(),
  to: dateParam('to').optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'language must be a language code such as en')
    .optional(),
  minMessages: z.coerce
    .number({ error: 'minMessages must be a whole number' })
    .int('minMessages must be a whole number')
    .min(0, 'minMessages must be 0 or more')
    .max(100000)
    .optional(),
  q: z.string().trim().max(200, 'The search text must be at most 200 characters').optional(),
  /** 'true' keeps only sessions with at least one reply that found no answer. */
  unanswered: z
    .enum(['true', 'false'], { error: 'unanswered must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ChatSessionFilters = z.infer<typeof chatSessionFiltersSchema>;

export const chatSessionListQuerySchema = chatSessionFiltersSchema.extend({
  /** The id of the last session of the previous page. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(CHAT_SESSIONS_PAGE_SIZE),
});
export type ChatSessionListQuery = z.infer<typeof chatSessionListQuerySchema>;

export const adminSessionStatusSchema = z.enum(['active', 'archived', 'expired']);

export const adminChatSessionSchema = z.object({
  id: z.string(),
  status: adminSessionStatusSchema.describe('expired when still active in storage but past expiresAt'),
  createdAt: z.string(),
  lastActivity: z.string(),
  expiresAt: z.string(),
  archivedAt: z.string().nullable(),
  messageCount: z.number().int(),
  userId: z.string(),
  language: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  analytics: z.record(z.string(), z.unknown()),
});
export type AdminChatSession = z.infer<typeof adminChatSessionSchema>;

export const chatSessionListSchema = z.object({
  items: z.array(adminChatSessionSchema),
  nextCursor: z.string().nullable(),
});
export type ChatSessionList = z.infer<typeof chatSessionListSchema>;

/** What the answer engine made of a question (the model may then have reworded a faq or document reply). */
export const replyOutcomeSchema = z.enum([
  'faq',
  'document',
  'clarification',
  'not_found',
  'greeting',
  'thanks',
]);
export type ReplyOutcome = z.infer<typeof replyOutcomeSchema>;

export const adminChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  language: z.string(),
  createdAt: z.string(),
  responseTime: z.number().nullable(),
  cached: z.boolean(),
  outcome: replyOutcomeSchema.nullable(),
  answeredBy: z.enum(['engine', 'llm', 'engine_fallback']).nullable(),
  sources: z.array(sourceSchema),
  clarificationOptions: z.array(z.string()),
  /** For a visitor message that picked one of the previous reply's clarification options. */
  pickedOption: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

export const chatSessionDetailSchema = adminChatSessionSchema.extend({
  messages: z.array(adminChatMessageSchema),
});
export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>;

export const clearExpiredResponseSchema = z.object({ deleted: z.number().int() });
