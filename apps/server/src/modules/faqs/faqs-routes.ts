import {
  faqImportResponseSchema,
  faqImportSchema,
  faqInputSchema,
  faqListQuerySchema,
  faqListResponseSchema,
  faqSchema,
} from '@parley/contract/admin';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDocs } from '../../http/openapi.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { FaqsService } from './faqs-service.ts';

const exportQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
});
const translateBody = z.object({
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .min(1)
    .max(20),
});

/** Mounted under /api/v1/admin behind the admin check. */
export function faqsRoutes(faqs: FaqsService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: faqs' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/faqs',
      summary: 'Search, sort and page FAQs',
      query: faqListQuerySchema,
      response: faqListResponseSchema,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/faqs',
      summary: 'Create a FAQ with its language versions',
      body: faqInputSchema,
      response: faqSchema,
    },
    {
      ...admin,
      method: 'put',
      path: '/admin/faqs/{id}',
      summary: 'Replace a FAQ and its language versions',
      body: faqInputSchema,
      response: faqSchema,
      errors: { 404: 'FAQ not found' },
    },
    {
      ...admin,
      method: 'delete',
      path: '/admin/faqs/{id}',
      summary: 'Delete a FAQ',
      errors: { 404: 'FAQ not found' },
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/faqs/import',
      summary: 'Import FAQs from JSON {faqs:[...]} or CSV (all or nothing)',
      body: faqImportSchema,
      response: faqImportResponseSchema,
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/faqs/export',
      summary: 'Download every FAQ as JSON or CSV',
      query: exportQuery,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/faqs/{id}/translate-missing',
      summary: 'Machine-translate the missing language versions',
      body: translateBody,
      response: faqSchema,
    },
  );
  return new Hono<AuthedEnv>()
    .get('/faqs', async (c) => c.json(await faqs.list(queryParams(c, faqListQuerySchema))))
    .post('/faqs', async (c) => c.json(await faqs.create(await jsonBody(c, faqInputSchema)), 201))
    .get('/faqs/export', async (c) => {
      const { format } = queryParams(c, exportQuery);
      const { body, contentType } = await faqs.export(format);
      c.header('Content-Disposition', `attachment; filename="faqs.${format}"`);
      c.header('Content-Type', contentType);
      return c.body(body);
    })
    .post('/faqs/import', async (c) => {
      const isCsv = /^text\/csv\b/i.test(c.req.header('content-type') ?? '');
      const result = await faqs.import(
        isCsv ? { kind: 'csv', text: await c.req.text() } : { kind: 'json', value: await c.req.json() },
      );
      return c.json(result, 201);
    })
    .put('/faqs/:id', async (c) =>
      c.json(await faqs.update(c.req.param('id'), await jsonBody(c, faqInputSchema))),
    )
    .delete('/faqs/:id', async (c) => {
      await faqs.remove(c.req.param('id'));
      return c.json({ deleted: true });
    })
    .post('/faqs/:id/translate-missing', async (c) => {
      const { languages } = await jsonBody(c, translateBody);
      return c.json(await faqs.translateMissing(c.req.param('id'), languages));
    });
}
