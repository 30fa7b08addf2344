import { analyticsQuerySchema, analyticsSchema, analyticsSummarySchema } from '@parley/contract/analytics';
import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import { queryParams } from '../../http/validate.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { AnalyticsService } from './analytics-service.ts';

/** Mounted under /api/v1/admin behind the admin check. */
export function analyticsRoutes(analytics: AnalyticsService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: analytics' };
  docs.add({
    ...admin,
    method: 'get',
    path: '/admin/analytics/summary',
    summary: 'All-time total and active sessions, total messages and average session duration',
    response: analyticsSummarySchema,
  });
  docs.add({
    ...admin,
    method: 'get',
    path: '/admin/analytics',
    summary:
      'Chat analytics: totals for the days given (all time without them) and charts for those days (30 by default)',
    query: analyticsQuerySchema,
    response: analyticsSchema,
  });
  return new Hono<AuthedEnv>()
    .get('/analytics/summary', async (c) => c.json(await analytics.summary()))
    .get('/analytics', async (c) => c.json(await analytics.get(queryParams(c, analyticsQuerySchema))));
}
