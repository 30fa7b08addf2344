import { dashboardResponseSchema, notificationsResponseSchema } from '@parley/contract/admin';
import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { DashboardService } from './dashboard-service.ts';

export function dashboardRoutes(dashboard: DashboardService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: dashboard' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/dashboard',
      summary: 'Counts and recent items for the dashboard',
      response: dashboardResponseSchema,
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/notifications',
      summary: 'New contact messages and failed documents',
      response: notificationsResponseSchema,
    },
  );
  return new Hono<AuthedEnv>()
    .get('/dashboard', async (c) => c.json(await dashboard.dashboard()))
    .get('/notifications', async (c) => c.json(await dashboard.notifications()));
}
