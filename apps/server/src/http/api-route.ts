import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { ERROR_CATALOGUE, type ErrorCode, errorBodySchema } from '@parley/contract/errors';
import type { Env, Handler } from 'hono';
import { z } from 'zod';

/**
 * Routes are defined once, with `createRoute` from @hono/zod-openapi: the request is validated from the
 * route's schemas and the OpenAPI document is generated from the same definitions. A failed validation is
 * thrown so that the error handler answers it in the catalogue's shape, like every other error.
 */
export function apiRouter<E extends Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });
}

/**
 * A route whose handler reads the raw body itself (a multipart upload streamed under a size limit, or a
 * body in two formats): it is documented from its definition, but zod-openapi's validator, which would
 * buffer or refuse that body, is not put in front of it.
 */
export function rawBodyRoute<E extends Env>(app: OpenAPIHono<E>, route: RouteConfig, handler: Handler<E>) {
  app.openAPIRegistry.registerPath(route);
  return app.on(route.method.toUpperCase(), route.path.replaceAll(/\{(\w+)\}/g, ':$1'), handler);
}

/** A JSON response (or request body) of the given schema. */
export const json = <S extends z.ZodType>(schema: S, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A response that is not JSON (a file, a stream), documented by its media type. */
export const file = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

export const noContent = { 204: { description: 'Done, nothing to return' } } as const;

/** Error responses for the given catalogue codes, grouped by status. */
export function errors(...codes: ErrorCode[]) {
  const byStatus: Record<
    number,
    { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } }
  > = {};
  for (const code of ['validation_error', ...codes] as ErrorCode[]) {
    const { status } = ERROR_CATALOGUE[code];
    const description = byStatus[status] ? `${byStatus[status].description}, ${code}` : code;
    byStatus[status] = { description, content: { 'application/json': { schema: errorBodySchema } } };
  }
  return byStatus;
}

/** Marks a route as for signed-in accounts: by cookie or by API key. */
export const signedIn: { security: Record<string, string[]>[] } = {
  security: [{ cookieAuth: [] }, { bearerAuth: [] }],
};

/** Administrators sign in the same ways; their role is checked on the server (`requireUser`). */
export const adminOnly = signedIn;

export const adminErrors = (...codes: ErrorCode[]) => errors('unauthorized', 'forbidden', ...codes);

export const idParam = z.object({ id: z.string() });
