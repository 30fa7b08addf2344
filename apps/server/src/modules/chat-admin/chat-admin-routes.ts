import {
  chatSessionDetailSchema,
  chatSessionFiltersSchema,
  chatSessionListQuerySchema,
  chatSessionListSchema,
  clearExpiredResponseSchema,
} from '@parley/contract/chat-admin';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDocs } from '../../http/openapi.ts';
import { queryParams } from '../../http/validate.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { ChatAdminService } from './chat-admin-service.ts';

/** Chat Management: mounted under /api/v1/admin behind the admin check. */
export function chatAdminRoutes(chatAdmin: ChatAdminService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: chat sessions' };
  const notFound = { 404: 'Session not found' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/chat-sessions',
      summary: 'Sessions newest first, filtered, 10 per page; pass nextCursor as cursor for the next page',
      query: chatSessionListQuerySchema,
      response: chatSessionListSchema,
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/chat-sessions/export.csv',
      summary: 'Every session matching the filters as CSV (streamed, formula-safe)',
      query: chatSessionFiltersSchema,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/chat-sessions/clear-expired',
      summary: 'Delete expired sessions with their messages (archived sessions are kept)',
      response: clearExpiredResponseSchema,
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/chat-sessions/{id}',
      summary: 'One session with its whole transcript, oldest message first',
      response: chatSessionDetailSchema,
      errors: notFound,
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/chat-sessions/{id}/export',
      summary: 'Download one session and its transcript as <id>.json',
      response: chatSessionDetailSchema,
      errors: notFound,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/chat-sessions/{id}/archive',
      summary: 'Archive a session',
      response: z.object({ archived: z.literal(true) }),
      errors: { ...notFound, 409: 'The session is already archived' },
    },
    {
      ...admin,
      method: 'delete',
      path: '/admin/chat-sessions/{id}',
      summary: 'Delete a session and its messages',
      response: z.object({ deleted: z.literal(true) }),
      errors: notFound,
    },
  );
  return new Hono<AuthedEnv>()
    .get('/chat-sessions', async (c) =>
      c.json(await chatAdmin.list(queryParams(c, chatSessionListQuerySchema))),
    )
    .get('/chat-sessions/export.csv', (c) => {
      const stream = chatAdmin.exportCsv(queryParams(c, chatSessionFiltersSchema));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="chat-sessions.csv"');
      return c.body(stream.pipeThrough(new TextEncoderStream()));
    })
    .post('/chat-sessions/clear-expired', async (c) => c.json(await chatAdmin.clearExpired()))
    .get('/chat-sessions/:id', async (c) => c.json(await chatAdmin.get(c.req.param('id'))))
    .get('/chat-sessions/:id/export', async (c) => {
      const session = await chatAdmin.get(c.req.param('id'));
      c.header('Content-Disposition', `attachment; filename="${session.id}.json"`);
      return c.json(session);
    })
    .post('/chat-sessions/:id/archive', async (c) => {
      await chatAdmin.archive(c.req.param('id'));
      return c.json({ archived: true as const });
    })
    .delete('/chat-sessions/:id', async (c) => {
      await chatAdmin.remove(c.req.param('id'));
      return c.json({ deleted: true as const });
    });
}
