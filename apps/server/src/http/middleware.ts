import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { AppError } from './app-error.ts';
import type { AppEnv } from './request-context.ts';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Gives each request an id (kept from X-Request-Id when sane), a child logger, and one access log line. */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * JSON API bodies must say they are JSON; anything else is refused before a handler runs.
 * Multipart routes (uploads, imports) opt out by path.
 */
export function requireJsonBody(options: {
  allowMultipart: (path: string) => boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      const type = c.req.header('content-type') ?? '';
      const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
      const isJson = /^application\/json\b/i.test(type);
      const isMultipart = /^multipart\/form-data\b/i.test(type) || /^text\/csv\b/i.test(type);
      if (hasBody && !isJson && !(isMultipart && options.allowMultipart(c.req.path))) {
        throw new AppError(
          'unsupported_media_type',
          'Send the request body as JSON (Content-Type: application/json).',
        );
      }
    }
    await next();
  };
}

export function limitBody(
  maxBytes: number,
  code: 'payload_too_large' | 'file_too_large' = 'payload_too_large',
): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw code === 'file_too_large'
        ? new AppError(code)
        : new AppError(code, `The request body is too large (limit ${Math.round(maxBytes / 1024)} KB).`);
    },
  });
}
