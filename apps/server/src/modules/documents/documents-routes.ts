import { createRoute } from '@hono/zod-openapi';
import {
  documentDetailSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentSchema,
} from '@parley/contract/documents';
import { z } from 'zod';
import {
  adminErrors,
  adminOnly,
  apiRouter,
  file,
  idParam,
  json,
  rawBodyRoute,
} from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { DocumentsService } from './documents-service.ts';
import { readUpload } from './read-upload.ts';

/** RFC 6266: an ASCII fallback and the UTF-8 name, so no header injection and no mangled accents. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const admin = { ...adminOnly, tags: ['admin: documents'] };
const list = createRoute({
  ...admin,
  method: 'get',
  path: '/documents',
  summary: 'Search (name), sort and page documents',
  request: { query: documentListQuerySchema },
  responses: { 200: json(documentListResponseSchema), ...adminErrors() },
});
const upload = createRoute({
  ...admin,
  method: 'post',
  path: '/documents/upload',
  summary:
    'Upload a PDF, DOC, DOCX or TXT file (multipart field "file", at most 10 MB); processed in the background',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: z.object({ file: z.string().meta({ format: 'binary' }) }) },
      },
    },
  },
  responses: {
    201: json(documentSchema, 'Stored; processing follows'),
    ...adminErrors('file_missing', 'file_too_large', 'unsupported_file_type'),
  },
});
const detail = createRoute({
  ...admin,
  method: 'get',
  path: '/documents/{id}',
  summary: 'A document with a preview of its text and its passages',
  request: { params: idParam },
  responses: { 200: json(documentDetailSchema), ...adminErrors('not_found') },
});
const download = createRoute({
  ...admin,
  method: 'get',
  path: '/documents/{id}/file',
  summary: 'Download the uploaded file (as an attachment)',
  request: { params: idParam },
  responses: { 200: file('application/octet-stream', 'The file as uploaded'), ...adminErrors('not_found') },
});
const reprocess = createRoute({
  ...admin,
  method: 'post',
  path: '/documents/{id}/reprocess',
  summary: 'Read the stored file again and replace its passages',
  request: { params: idParam },
  responses: { 200: json(documentSchema), ...adminErrors('not_found') },
});
const remove = createRoute({
  ...admin,
  method: 'delete',
  path: '/documents/{id}',
  summary: 'Delete a document and its passages',
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) })), ...adminErrors('not_found') },
});

/** Mounted under /api/v1/admin behind the admin check. */
export function documentsRoutes(documents: DocumentsService) {
  const app = apiRouter<AuthedEnv>();
  // The upload is streamed and cut at 10 MB (read-upload.ts), never parsed as a whole form first.
  rawBodyRoute(app, upload, async (c) => c.json(await documents.upload(await readUpload(c.req.raw)), 201));
  return app
    .openapi(list, async (c) => c.json(await documents.list(c.req.valid('query')), 200))
    .openapi(detail, async (c) => c.json(await documents.get(c.req.param('id')), 200))
    .openapi(download, async (c) => {
      const stored = await documents.file(c.req.param('id'));
      c.header('Content-Type', stored.mimeType);
      c.header('Content-Disposition', attachment(stored.name));
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(Buffer.from(stored.bytes));
    })
    .openapi(reprocess, async (c) => c.json(await documents.reprocess(c.req.param('id')), 200))
    .openapi(remove, async (c) => {
      await documents.remove(c.req.param('id'));
      return c.json({ deleted: true as const }, 200);
    });
}
