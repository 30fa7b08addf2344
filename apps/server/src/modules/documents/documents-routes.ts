import {
  documentDetailSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentSchema,
} from '@parley/contract/documents';
import { Hono } from 'hono';
import type { ApiDocs } from '../../http/openapi.ts';
import { queryParams } from '../../http/validate.ts';
import type { AuthedEnv } from '../auth/current-user.ts';
import type { DocumentsService } from './documents-service.ts';
import { readUpload } from './read-upload.ts';

/** RFC 6266: an ASCII fallback and the UTF-8 name, so no header injection and no mangled accents. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Mounted under /api/v1/admin behind the admin check. */
export function documentsRoutes(documents: DocumentsService, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: documents' };
  const notFound = { 404: 'Document not found' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/documents',
      summary: 'Search (name), sort and page documents',
      query: documentListQuerySchema,
      response: documentListResponseSchema,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/documents/upload',
      summary:
        'Upload a PDF, DOC, DOCX or TXT file (multipart field "file", at most 10 MB); processed in the background',
      response: documentSchema,
      errors: {
        400: 'Please select a file',
        413: 'File size must be less than 10MB',
        415: 'Invalid file type',
      },
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/documents/{id}',
      summary: 'A document with a preview of its text and its passages',
      response: documentDetailSchema,
      errors: notFound,
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/documents/{id}/file',
      summary: 'Download the uploaded file (as an attachment)',
      errors: notFound,
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/documents/{id}/reprocess',
      summary: 'Read the stored file again and replace its passages',
      response: documentSchema,
      errors: notFound,
    },
    {
      ...admin,
      method: 'delete',
      path: '/admin/documents/{id}',
      summary: 'Delete a document and its passages',
      errors: notFound,
    },
  );
  return new Hono<AuthedEnv>()
    .get('/documents', async (c) => c.json(await documents.list(queryParams(c, documentListQuerySchema))))
    .post('/documents/upload', async (c) => c.json(await documents.upload(await readUpload(c.req.raw)), 201))
    .get('/documents/:id', async (c) => c.json(await documents.get(c.req.param('id'))))
    .get('/documents/:id/file', async (c) => {
      const file = await documents.file(c.req.param('id'));
      c.header('Content-Type', file.mimeType);
      c.header('Content-Disposition', attachment(file.name));
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(Buffer.from(file.bytes));
    })
    .post('/documents/:id/reprocess', async (c) => c.json(await documents.reprocess(c.req.param('id'))))
    .delete('/documents/:id', async (c) => {
      await documents.remove(c.req.param('id'));
      return c.json({ deleted: true });
    });
}
