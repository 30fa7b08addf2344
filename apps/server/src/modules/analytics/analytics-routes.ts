import { createRoute } from '@hono/zod-openapi';
import { analyticsQuerySchema, analyticsSchema, analyticsSummarySchema } from '@parley/contract/analytics';
import { adminErrors, adminOnly, apiRouter, json } from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { AnalyticsService } from './analytics-service.ts';

const admin = { ...adminOnly, tags: ['admin: analytics'] };
const summary = createRoute({
  ...admin,
  method: 'get',
  path: '/analytics/summary',
  summary: 'All-time total and active sessions, total messages and average session duration',
  responses: { 200: json(analyticsSummarySchema), ...adminErrors() },
});
const charts = createRoute({
  ...admin,
  method: 'get',
  path: '/analytics',
  summary:
    'Chat analytics: totals for the days given (all time without them) and charts for those days (30 by default)',
  request: { query: analyticsQuerySchema },
  responses: { 200: json(analyticsSchema), ...adminErrors() },
});

/** Mounted under /api/v1/admin behind the admin check. */
export function analyticsRoutes(analytics: AnalyticsService) {
  return apiRouter<AuthedEnv>()
    .openapi(summary, async (c) => c.json(await analytics.summary(), 200))
    .openapi(charts, async (c) => c.json(await analytics.get(c.req.valid('query')), 200));
}
