import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode } from '@parley/contract/errors';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import type { AppEnv } from './request-context.ts';

/** The catalogue's answer for a code; `message` may say more about this case. */
export const errorResponse = (c: Context, code: ErrorCode, message?: string, details?: unknown) =>
  c.json(
    {
      error: { code, message: message ?? ERROR_CATALOGUE[code].message, ...(details ? { details } : {}) },
    } satisfies ErrorBody,
    ERROR_CATALOGUE[code].status as ContentfulStatusCode,
  );

const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** Every failure leaves as `{error: {code, message}}` with a code from the catalogue; unknown errors are logged. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return errorResponse(c, err.code, err.message, err.details);
  if (err instanceof ZodError)
    return errorResponse(c, 'validation_error', err.issues[0]?.message, err.issues);
  if (err instanceof SyntaxError) return errorResponse(c, 'invalid_json');
  if (err instanceof HTTPException) {
    if (err.status === 400 && /json/i.test(err.message)) return errorResponse(c, 'invalid_json');
    // Only Hono's internals throw these; they get the catalogue code of their status.
    const code = HTTP_EXCEPTION_CODES[err.status];
    if (code) return errorResponse(c, code, err.message || undefined);
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return errorResponse(c, 'internal_error');
};
