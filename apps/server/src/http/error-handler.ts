import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import type { AppEnv } from './request-context.ts';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** Every failure leaves as `{error: {code, message}}`; unknown errors are logged and answered generically. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    const body: ErrorBody = {
      error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
    };
    return c.json(body, err.status);
  }
  if (err instanceof ZodError) {
    const first = err.issues[0];
    const body: ErrorBody = {
      error: { code: 'validation_error', message: first?.message ?? 'Invalid request', details: err.issues },
    };
    return c.json(body, 400);
  }
  if (err instanceof SyntaxError) {
    return c.json(
      { error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } } satisfies ErrorBody,
      400,
    );
  }
  if (err instanceof HTTPException) {
    if (err.status === 400 && /json/i.test(err.message)) {
      return c.json(
        {
          error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
        } satisfies ErrorBody,
        400,
      );
    }
    return c.json(
      { error: { code: `http_${err.status}`, message: err.message || 'Request failed' } } satisfies ErrorBody,
      err.status,
    );
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return c.json(
    {
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again later.' },
    } satisfies ErrorBody,
    500,
  );
};
