import {
  CONTACT_INBOX_PAGE_SIZE,
  contactInboxQuerySchema,
  contactInboxSchema,
} from '@parley/contract/contact-inbox';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDocs } from '../../http/openapi.ts';
import { queryParams } from '../../http/validate.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { ContactInboxService } from './contact-inbox-service.ts';

/** Mounted under /api/v1/admin behind the admin check. */
export function contactInboxRoutes(inbox: ContactInboxService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: contact messages' };
  const notFound = { 404: 'Message not found' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/contact-messages',
      summary: `Contact-form submissions newest first, ${CONTACT_INBOX_PAGE_SIZE} per page, with mail delivery status`,
      query: contactInboxQuerySchema,
      response: contactInboxSchema,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/contact-messages/{id}/read',
      summary: 'Mark a message read',
      response: z.object({ read: z.literal(true) }),
      errors: notFound,
    },
    {
      ...admin,
      method: 'delete',
      path: '/admin/contact-messages/{id}',
      summary: 'Delete a message',
      response: z.object({ deleted: z.literal(true) }),
      errors: notFound,
    },
  );
  return new Hono<AuthedEnv>()
    .get('/contact-messages', async (c) =>
      c.json(await inbox.list(queryParams(c, contactInboxQuerySchema).cursor)),
    )
    .post('/contact-messages/:id/read', async (c) => {
      await inbox.markRead(c.req.param('id'));
      return c.json({ read: true as const });
    })
    .delete('/contact-messages/:id', async (c) => {
      await inbox.remove(c.req.param('id'));
      return c.json({ deleted: true as const });
    });
}
