import { createRoute } from '@hono/zod-openapi';
import {
  faqImportResponseSchema,
  faqImportSchema,
  faqInputSchema,
  faqListQuerySchema,
  faqListResponseSchema,
  faqSchema,
} from '@parley/contract/admin';
import { z } from 'zod';
import {
  adminErrors,
  adminOnly,
  apiRouter,
  file,
  idParam,
  json,
  jsonBody,
  rawBodyRoute,
} from '../../http/api-route.ts';
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
const deleted = z.object({ deleted: z.literal(true) });
const admin = { ...adminOnly, tags: ['admin: faqs'] };

const list = createRoute({
  ...admin,
  method: 'get',
  path: '/faqs',
  summary: 'Search, sort and page FAQs',
  request: { query: faqListQuerySchema },
  responses: { 200: json(faqListResponseSchema), ...adminErrors() },
});
const create = createRoute({
  ...admin,
  method: 'post',
  path: '/faqs',
  summary: 'Create a FAQ with its language versions',
  request: { body: jsonBody(faqInputSchema) },
  responses: { 201: json(faqSchema, 'Created'), ...adminErrors() },
});
const update = createRoute({
  ...admin,
  method: 'put',
  path: '/faqs/{id}',
  summary: 'Replace a FAQ and its language versions',
  request: { params: idParam, body: jsonBody(faqInputSchema) },
  responses: { 200: json(faqSchema), ...adminErrors('not_found') },
});
const remove = createRoute({
  ...admin,
  method: 'delete',
  path: '/faqs/{id}',
  summary: 'Delete a FAQ',
  request: { params: idParam },
  responses: { 200: json(deleted), ...adminErrors('not_found') },
});
const importFaqs = createRoute({
  ...admin,
  method: 'post',
  path: '/faqs/import',
  summary: 'Import FAQs from JSON {faqs:[...]} or CSV (all or nothing)',
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: faqImportSchema },
        'text/csv': { schema: z.string() },
      },
    },
  },
  responses: { 201: json(faqImportResponseSchema, 'Imported'), ...adminErrors() },
});
const exportFaqs = createRoute({
  ...admin,
  method: 'get',
  path: '/faqs/export',
  summary: 'Download every FAQ as JSON or CSV',
  request: { query: exportQuery },
  responses: { 200: file('application/octet-stream', 'faqs.json or faqs.csv'), ...adminErrors() },
});
const translateMissing = createRoute({
  ...admin,
  method: 'post',
  path: '/faqs/{id}/translate-missing',
  summary: 'Machine-translate the missing language versions',
  request: { params: idParam, body: jsonBody(translateBody) },
  responses: { 200: json(faqSchema), ...adminErrors('not_found', 'translation_unavailable') },
});

/** Mounted under /api/v1/admin behind the admin check. */
export function faqsRoutes(faqs: FaqsService) {
  const app = apiRouter<AuthedEnv>();
  // The import reads JSON or CSV itself, naming the first bad row (a schema check in front would not).
  rawBodyRoute(app, importFaqs, async (c) => {
    const isCsv = /^text\/csv\b/i.test(c.req.header('content-type') ?? '');
    const result = await faqs.import(
      isCsv ? { kind: 'csv', text: await c.req.text() } : { kind: 'json', value: await c.req.json() },
    );
    return c.json(result, 201);
  });
  return app
    .openapi(list, async (c) => c.json(await faqs.list(c.req.valid('query')), 200))
    .openapi(create, async (c) => c.json(await faqs.create(c.req.valid('json')), 201))
    .openapi(exportFaqs, async (c) => {
      const { format } = c.req.valid('query');
      const { body, contentType } = await faqs.export(format);
      c.header('Content-Disposition', `attachment; filename="faqs.${format}"`);
      c.header('Content-Type', contentType);
      return c.body(body);
    })
    .openapi(update, async (c) => c.json(await faqs.update(c.req.param('id'), c.req.valid('json')), 200))
    .openapi(remove, async (c) => {
      await faqs.remove(c.req.param('id'));
      return c.json({ deleted: true as const }, 200);
    })
    .openapi(translateMissing, async (c) => {
      const { languages } = c.req.valid('json');
      return c.json(await faqs.translateMissing(c.req.param('id'), languages), 200);
    });
}
