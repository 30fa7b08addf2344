import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { LazyAuth } from '../modules/auth/auth.ts';
import { OPENAPI_DOCUMENT, SECURITY_SCHEMES } from './api-route.ts';

const AUTH_PREFIX = '/api/v1/auth';

type Paths = Record<string, Record<string, object>>;

/**
 * The OpenAPI document, generated from the route definitions of the whole app (health and metrics
 * included) and from Better Auth's own description of its routes, which it serves under /api/v1/auth.
 */
export async function openApiDocument<E extends Env>(app: OpenAPIHono<E>, auth: LazyAuth) {
  const document = app.getOpenAPI31Document(OPENAPI_DOCUMENT);
  const { paths: authPaths } = await (await auth.get()).api.generateOpenAPISchema();
  const paths = { ...(document.paths as Paths) };
  for (const [path, operations] of Object.entries(authPaths)) {
    const full = `${AUTH_PREFIX}${path}`;
    const ours = paths[full] ?? {};
    const theirs = Object.fromEntries(
      Object.entries(operations as Record<string, object>).map(([method, operation]) => [
        method,
        { ...operation, tags: ['auth (Better Auth)'] },
      ]),
    );
    // Parley's own definition of a route (e.g. the wrapped email sign-in) wins over Better Auth's.
    paths[full] = { ...theirs, ...ours };
  }
  return {
    ...document,
    paths,
    components: { ...document.components, securitySchemes: SECURITY_SCHEMES },
  };
}
