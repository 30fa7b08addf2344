import type { ErrorBody } from '@parley/contract/errors';
import type { ZodType } from 'zod';
/** Error with the server's `{error: {code, message}}` text, ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's validation issues (zod: path and message per failed rule), when it sent them. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * JSON call to Parley's API (same origin, cookies included, 30 s timeout as the spec says). With `schema`
 * (the contract's), the answer is checked before the page uses it: a server of another version fails
 * here with a clear message, not later with a blank field.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown; schema?: ZodType<T> } = {},
): Promise<T> {
  const { json, schema, ...rest } = init;
  const res = await fetch(`/api/v1${path}`, {
    credentials: 'include',
    signal: AbortSignal.timeout(30_000),
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...rest.headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = (body as Partial<ErrorBody> | undefined)?.error;
    throw new ApiError(
      res.status,
      error?.code ?? `http_${res.status}`,
      error?.message ?? res.statusText,
      error?.details,
    );
  }
  if (schema) {
    const checked = schema.safeParse(body);
    if (!checked.success)
      throw new ApiError(
        res.status,
        'unexpected_response',
        'The server answered in a form this page does not expect. Reload the page: Parley may have been updated.',
        checked.error.issues,
      );
  }
  return body as T;
}
