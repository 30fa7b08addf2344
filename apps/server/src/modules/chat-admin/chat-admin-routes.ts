import { createRoute } from '@hono/zod-openapi';
import {
  chatSessionDetailSchema,
  chatSessionFiltersSchema,
  chatSessionListQuerySchema,
  chatSessionListSchema,
  clearExpiredResponseSchema,
} from '@parley/contract/chat-admin';
import { z } from 'zod';
import { adminErrors, adminOnly, apiRouter, file, idParam, json } from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { ChatAdminService } from './chat-admin-service.ts';

const admin = { ...adminOnly, tags: ['admin: chat sessions'] };
const list = createRoute({
  ...admin,
  method: 'get',
  path: '/chat-sessions',
  summary: 'Sessions newest first, filtered, 10 per page; pass nextCursor as cursor for the next page',
  request: { query: chatSessionListQuerySchema },
  responses: { 200: json(chatSessionListSchema), ...adminErrors('invalid_cursor') },
});
const exportCsv = createRoute({
  ...admin,
  method: 'get',
  path: '/chat-sessions/export.csv',
  summary: 'Every session matching the filters as CSV (streamed, formula-safe)',
  request: { query: chatSessionFiltersSchema },
  responses: { 200: file('text/csv', 'chat-sessions.csv'), ...adminErrors() },
});
const clearExpired = createRoute({
  ...admin,
  method: 'post',
  path: '/chat-sessions/clear-expired',
  summary: 'Delete expired sessions with their messages (archived sessions are kept)',
  responses: { 200: json(clearExpiredResponseSchema), ...adminErrors() },
});
const detail = createRoute({
  ...admin,
  method: 'get',
  path: '/chat-sessions/{id}',
  summary: 'One session with its whole transcript, oldest message first',
  request: { params: idParam },
  responses: { 200: json(chatSessionDetailSchema), ...adminErrors('session_not_found') },
});
const exportOne = createRoute({
  ...admin,
  method: 'get',
  path: '/chat-sessions/{id}/export',
  summary: 'Download one session and its transcript as <id>.json',
  request: { params: idParam },
  responses: { 200: json(chatSessionDetailSchema), ...adminErrors('session_not_found') },
});
const archive = createRoute({
  ...admin,
  method: 'post',
  path: '/chat-sessions/{id}/archive',
  summary: 'Archive a session',
  request: { params: idParam },
  responses: {
    200: json(z.object({ archived: z.literal(true) })),
    ...adminErrors('session_not_found', 'session_archived'),
  },
});
const remove = createRoute({
  ...admin,
  method: 'delete',
  path: '/chat-sessions/{id}',
  summary: 'Delete a session and its messages',
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) })), ...adminErrors('session_not_found') },
});

/** Chat Management: mounted under /api/v1/admin behind the admin check. */
export function chatAdminRoutes(chatAdmin: ChatAdminService) {
  return apiRouter<AuthedEnv>()
    .openapi(list, async (c) => c.json(await chatAdmin.list(c.req.valid('query')), 200))
    .openapi(exportCsv, (c) => {
      const stream = chatAdmin.exportCsv(c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="chat-sessions.csv"');
      return c.body(stream.pipeThrough(new TextEncoderStream()));
    })
    .openapi(clearExpired, async (c) => c.json(await chatAdmin.clearExpired(), 200))
    .openapi(detail, async (c) => c.json(await chatAdmin.get(c.req.param('id')), 200))
    .openapi(exportOne, async (c) => {
      const session = await chatAdmin.get(c.req.param('id'));
      c.header('Content-Disposition', `attachment; filename="${session.id}.json"`);
      return c.json(session, 200);
    })
    .openapi(archive, async (c) => {
      await chatAdmin.archive(c.req.param('id'));
      return c.json({ archived: true as const }, 200);
    })
    .openapi(remove, async (c) => {
      await chatAdmin.remove(c.req.param('id'));
      return c.json({ deleted: true as const }, 200);
    });
}
