import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { z } from 'zod';
import { adminErrors, adminOnly, apiRouter, file, json } from '../../http/api-route.ts';
import { openApiDocument } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { LazyAuth } from '../auth/auth.ts';
import type { AuthedEnv } from '../auth/current-user.ts';

const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['api'],
  summary: 'This OpenAPI document, generated from the route definitions',
  responses: { 200: json(z.record(z.string(), z.unknown())) },
});

/** GET /api/v1/openapi.json: the document of every route of `app`, Better Auth's included. */
export function openApiRoutes<E extends Env>(app: OpenAPIHono<E>, auth: LazyAuth) {
  return apiRouter<AppEnv>().openapi(documentRoute, async (c) =>
    c.json(await openApiDocument(app, auth), 200),
  );
}

const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
const BASE = '/api/v1/admin/api-docs';
// No inline script: the page runs under the same Content-Security-Policy as the admin.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parley API</title>
<link rel="stylesheet" href="${BASE}/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="${BASE}/swagger-ui-bundle.js"></script>
<script src="${BASE}/start.js"></script></body></html>`;
const START = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui' });`;

const pageRoute = createRoute({
  ...adminOnly,
  tags: ['api'],
  method: 'get',
  path: '/api-docs',
  summary: 'A browsable reference of this API (Swagger UI served from this machine)',
  responses: { 200: file('text/html', 'The reference page'), ...adminErrors() },
});
const assetRoute = createRoute({
  ...adminOnly,
  tags: ['api'],
  method: 'get',
  path: '/api-docs/{asset}',
  summary: "The reference page's script and style sheet",
  request: {
    params: z.object({ asset: z.enum([...(Object.keys(ASSETS) as (keyof typeof ASSETS)[]), 'start.js']) }),
  },
  responses: { 200: file('text/javascript', 'Swagger UI'), ...adminErrors() },
});

const swaggerDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The browsable API reference for administrators, mounted under /api/v1/admin. */
export function apiReferenceRoutes() {
  return apiRouter<AuthedEnv>()
    .openapi(pageRoute, (c) => c.html(PAGE))
    .openapi(assetRoute, async (c) => {
      const { asset } = c.req.valid('param');
      c.header('cache-control', 'private, max-age=3600');
      if (asset === 'start.js')
        return c.body(START, 200, { 'content-type': 'text/javascript; charset=utf-8' });
      return c.body(await readFile(join(swaggerDir(), asset)), 200, { 'content-type': ASSETS[asset] });
    });
}
