import { z } from 'zod';

const dateParam = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date such as 2026-01-31` })
    .transform((v) => new Date(`${v}T00:00:00Z`));

/** A range of whole UTC days, both ends included; 30 days up to today when not given. */
export const analyticsQuerySchema = z
  .object({ from: dateParam('from').optional(), to: dateParam('to').optional() })
  .refine((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), 'from must not be after to');
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const dayCount = z.object({ day: z.string(), count: z.number().int() });

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totalSessions: z.number().int().describe('Sessions created in the range'),
  activeSessions: z.number().int().describe('Active sessions with activity within the session timeout'),
  totalMessages: z.number().int().describe('Messages sent in the range'),
  avgSessionDuration: z.number().describe('Milliseconds from first to last activity, sessions in the range'),
  cacheHitRate: z
    .number()
    .describe('Percent of replies served from the answer cache within the analytics retention window'),
  activeUsers: z.number().int().describe('Visitors with activity within the session timeout'),
  sessionsPerDay: z.array(dayCount),
  messagesPerDay: z.array(dayCount),
  languages: z.array(z.object({ language: z.string(), count: z.number().int() })),
  outcomes: z.object({
    answered: z.number().int(),
    clarified: z.number().int(),
    notFound: z.number().int(),
    fromDocuments: z.number().int(),
    fromLlm: z.number().int(),
  }),
  responseTime: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  busiestHours: z.array(z.object({ hour: z.number().int(), count: z.number().int() })),
  topUnanswered: z.array(z.object({ question: z.string(), count: z.number().int() })),
  snapshots: z.array(
    z.object({
      timestamp: z.string(),
      activeSessions: z.number().int(),
      activeUsers: z.number().int(),
      cacheHitRate: z.number(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** The four figures of the Chat Management stat cards, all time (cheaper than the whole analytics). */
export const analyticsSummarySchema = analyticsSchema.pick({
  totalSessions: true,
  activeSessions: true,
  totalMessages: true,
  avgSessionDuration: true,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
