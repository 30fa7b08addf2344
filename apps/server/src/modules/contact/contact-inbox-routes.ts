import { createRoute } from '@hono/zod-openapi';
import {
  CONTACT_INBOX_PAGE_SIZE,
  contactInboxQuerySchema,
  contactInboxSchema,
} from '@parley/contract/contact-inbox';
import { z } from 'zod';
import { adminErrors, adminOnly, apiRouter, idParam, json } from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { ContactInboxService } from './contact-inbox-service.ts';

const admin = { ...adminOnly, tags: ['admin: contact messages'] };

const list = createRoute({
  ...admin,
  method: 'get',
  path: '/contact-messages',
  summary: `Contact-form submissions newest first, ${CONTACT_INBOX_PAGE_SIZE} per page, with mail delivery status`,
  request: { query: contactInboxQuerySchema },
  responses: { 200: json(contactInboxSchema), ...adminErrors() },
});
const markRead = createRoute({
  ...admin,
  method: 'post',
  path: '/contact-messages/{id}/read',
  summary: 'Mark a message read',
  request: { params: idParam },
  responses: { 200: json(z.object({ read: z.literal(true) })), ...adminErrors('not_found') },
});
const remove = createRoute({
  ...admin,
  method: 'delete',
  path: '/contact-messages/{id}',
  summary: 'Delete a message',
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) })), ...adminErrors('not_found') },
});

/** Mounted under /api/v1/admin behind the admin check. */
export function contactInboxRoutes(inbox: ContactInboxService) {
  return apiRouter<AuthedEnv>()
    .openapi(list, async (c) => c.json(await inbox.list(c.req.valid('query').cursor), 200))
    .openapi(markRead, async (c) => {
      await inbox.markRead(c.req.param('id'));
      return c.json({ read: true as const }, 200);
    })
    .openapi(remove, async (c) => {
      await inbox.remove(c.req.param('id'));
      return c.json({ deleted: true as const }, 200);
    });
}
