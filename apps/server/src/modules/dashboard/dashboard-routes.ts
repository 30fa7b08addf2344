import { createRoute } from '@hono/zod-openapi';
import { dashboardResponseSchema, notificationsResponseSchema } from '@parley/contract/admin';
import { adminErrors, adminOnly, apiRouter, json } from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { DashboardService } from './dashboard-service.ts';

const admin = { ...adminOnly, tags: ['admin: dashboard'] };
const dashboardRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/dashboard',
  summary: 'Counts and recent items for the dashboard',
  responses: { 200: json(dashboardResponseSchema), ...adminErrors() },
});
const notifications = createRoute({
  ...admin,
  method: 'get',
  path: '/notifications',
  summary: 'New contact messages and failed documents',
  responses: { 200: json(notificationsResponseSchema), ...adminErrors() },
});

export function dashboardRoutes(dashboard: DashboardService) {
  return apiRouter<AuthedEnv>()
    .openapi(dashboardRoute, async (c) => c.json(await dashboard.dashboard(), 200))
    .openapi(notifications, async (c) => c.json(await dashboard.notifications(), 200));
}
