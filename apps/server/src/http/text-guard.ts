import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './request-context.ts';

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL cannot be stored in PostgreSQL text, and a lone surrogate is not Unicode at all. */
export const isStorableText = (s: string) => !s.includes(NUL) && !LONE_SURROGATE.test(s);

function allStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(allStorable);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([k, v]) => isStorableText(k) && allStorable(v));
  return true;
}

const refused = () =>
  new AppError(
    'invalid_characters',
    'The request contains a NUL character or invalid Unicode (a lone surrogate). Remove it and try again.',
  );

/**
 * Refuses text the database cannot store before any handler runs, in the path, the query and JSON bodies;
 * otherwise it surfaces as a failed SQL statement and a 500.
 */
export function refuseUnstorableText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw refused();
    }
    if (!isStorableText(path) || !allStorable(c.req.queries())) throw refused();
    if (/^application\/json\b/i.test(c.req.header('content-type') ?? '') && c.req.raw.body) {
      // A clone, so that handlers (and Better Auth) still read the body themselves.
      const text = await c.req.raw.clone().text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // Malformed JSON is the handler's to report.
      }
      if (!allStorable(parsed)) throw refused();
    }
    await next();
  };
}
