import { z } from 'zod';
import { languageCodeSchema } from './language-code-schema.ts';

export const MAX_MESSAGE_CHARS = 4000;

/** Any text up to the limit: an empty message is answered (with a greeting), not refused. */
export const messageTextSchema = z
  .string({ error: 'Please enter a message.' })
  .refine(
    (s) => s.length <= MAX_MESSAGE_CHARS,
    `Messages can be at most ${MAX_MESSAGE_CHARS.toLocaleString('en')} characters long.`,
  );

/** Session ids are 32 base64url characters (192 random bits). */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Session not found');

const historyItemSchema = z.object({
  role: z.enum(['user', 'assistant']).default('user'),
  content: z.string().max(MAX_MESSAGE_CHARS).default(''),
  timestamp: z.union([z.string(), z.number()]).optional(),
  language: z.string().max(10).default('en'),
});

export const chatRequestSchema = z.object({
  message: messageTextSchema,
  session_id: sessionIdSchema.optional(),
  language: languageCodeSchema.optional(),
  /** Accepted for compatibility with the spec's payload; the server reads the stored history instead. */
  conversation_history: z.array(historyItemSchema).max(50).optional(),
  /** Accepted but ignored: a visitor must never steer the bot (see docs/security.md). */
  system_prompt: z.unknown().optional(),
  context: z.unknown().optional(),
  chatbot_name: z.unknown().optional(),
  max_response_time: z.unknown().optional(),
  is_ambiguous: z.unknown().optional(),
  /** 0 for the first try; a retry of a failed send (attempt > 0) resumes the stored message. */
  attempt: z.number().int().min(0).max(10).default(0),
  stream: z.boolean().default(false),
  metadata: z.lazy(() => sessionMetadataSchema).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const sourceSchema = z.object({
  type: z.enum(['faq', 'document']),
  id: z.string(),
  title: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

export const chatReplySchema = z.object({
  message: z.string(),
  detected_language: z.string(),
  requires_clarification: z.boolean(),
  clarification_options: z
    .array(z.string())
    .describe(
      'Questions to offer as buttons: the candidates when requires_clarification is true, otherwise related FAQs under a reply that found no answer',
    ),
  isAmbiguousQuery: z.boolean(),
  context_used: z.object({ faq_count: z.number().int(), doc_count: z.number().int() }),
  response_time: z.number(),
  session_id: z.string(),
  message_id: z.string(),
  cached: z.boolean(),
  sources: z.array(sourceSchema),
  answered_by: z.enum(['engine', 'llm', 'engine_fallback']),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const sessionMetadataSchema = z
  .object({
    user_agent: z.string().max(500),
    language: z.string().max(20),
    timezone: z.string().max(80),
    platform: z.string().max(80),
    screen_resolution: z.string().max(30),
    referrer: z.string().max(1000),
    initial_url: z.string().max(1000),
  })
  .partial();
export type SessionMetadataInput = z.infer<typeof sessionMetadataSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  language: z.string(),
  requires_clarification: z.boolean(),
  clarification_options: z.array(z.string()),
  sources: z.array(sourceSchema),
  metadata: z.object({
    detected_language: z.string().optional(),
    is_clarification: z.boolean(),
    cached: z.boolean().optional(),
    failed: z.boolean().optional(),
  }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const publicSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'archived', 'expired']),
  language: z.string(),
  created_at: z.string(),
  last_activity: z.string(),
  expires_at: z.string(),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;

export const initSessionRequestSchema = z.object({
  session_id: z.string().max(100).optional(),
  language: languageCodeSchema.optional(),
  metadata: sessionMetadataSchema.optional(),
});

export const initSessionResponseSchema = z.object({
  session: publicSessionSchema,
  messages: z.array(chatMessageSchema),
  /** true when the stored session was still valid; false when a new one was created. */
  restored: z.boolean(),
});

export const sessionValidityResponseSchema = z.object({ valid: z.boolean(), session: publicSessionSchema });

export const activityRequestSchema = z.object({
  type: z
    .enum(['message', 'page_unload', 'page_visible', 'heartbeat', 'language_change'])
    .default('heartbeat'),
  language: languageCodeSchema.optional(),
});

export const historyQuerySchema = z.object({
  session_id: sessionIdSchema,
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .default(50),
});

export const historyResponseSchema = z.object({ messages: z.array(chatMessageSchema) });

export const simpleMessageRequestSchema = z.object({
  role: z.literal('user', { error: 'Only visitor messages can be sent' }).default('user'),
  content: messageTextSchema,
  language: languageCodeSchema.optional(),
  session_id: sessionIdSchema.optional(),
});

export const simpleMessageResponseSchema = z.object({
  message: z.string(),
  detected_language: z.string(),
  requires_clarification: z.boolean(),
  clarification_options: z.array(z.string()),
  session_id: z.string(),
});

export const translateRequestSchema = z.object({
  text: z.string().max(MAX_MESSAGE_CHARS),
  from_language: languageCodeSchema,
  to_language: languageCodeSchema,
});
export const translateResponseSchema = z.object({ translated_text: z.string() });

export const translateBatchRequestSchema = z.object({
  texts: z.array(z.string().max(MAX_MESSAGE_CHARS)).max(50, 'At most 50 texts per batch'),
  from_language: languageCodeSchema,
  to_language: languageCodeSchema,
});
export const translateBatchResponseSchema = z.object({ translated_texts: z.array(z.string()) });
