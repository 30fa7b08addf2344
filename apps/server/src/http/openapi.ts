import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { LazyAuth } from '../modules/auth/auth.ts';

const AUTH_PREFIX = '/api/v1/auth';

/** The document's frame; paths come from the route definitions. */
const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Parley API',
    version: '1.0.0',
    description: 'Self-hosted multilingual customer-support chat.',
  },
} as const;

const SECURITY_SCHEMES = {
  cookieAuth: { type: 'apiKey', in: 'cookie', name: 'parley.session_token' },
  bearerAuth: { type: 'http', scheme: 'bearer' },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for /metrics only' },
} as const;

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
