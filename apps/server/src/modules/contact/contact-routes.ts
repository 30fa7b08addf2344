import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { apiRouter, errors, json, jsonBody } from '../../http/api-route.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { contactRequestSchema } from './contact-schema.ts';
import type { ContactService } from './contact-service.ts';

const send = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['contact'],
  summary: 'Send the contact form (stored first, then mailed when SMTP is configured)',
  request: { body: jsonBody(contactRequestSchema) },
  responses: {
    200: json(z.object({ message: z.string() })),
    ...errors('email_not_configured', 'rate_limited', 'email_auth_error', 'email_failed'),
  },
});

export function contactRoutes(contact: ContactService) {
  return apiRouter<AppEnv>().openapi(send, async (c) =>
    c.json(await contact.submit(c.req.valid('json')), 200),
  );
}
