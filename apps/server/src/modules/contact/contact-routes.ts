import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { jsonBody } from '../../http/validate.ts';
import { contactRequestSchema } from './contact-schema.ts';
import type { ContactService } from './contact-service.ts';

export function contactRoutes(contact: ContactService, docs: ApiDocs) {
  docs.add({
    method: 'post',
    path: '/contact',
    tag: 'contact',
    summary: 'Send the contact form (stored first, then mailed when SMTP is configured)',
    body: contactRequestSchema,
    response: z.object({ message: z.string() }),
    errors: {
      412: 'Email service is not properly configured',
      429: 'Too many messages',
      502: 'Email delivery failed',
    },
  });
  return new Hono<AppEnv>().post('/contact', async (c) =>
    c.json(await contact.submit(await jsonBody(c, contactRequestSchema))),
  );
}
