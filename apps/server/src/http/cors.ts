import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './request-context.ts';

export function isOriginAllowed(origin: string, allowedOrigins: string[]): boolean {
  return allowedOrigins.includes('*') || allowedOrigins.includes(origin);
}

/**
 * CORS for the visitor API, so a business's own site may call it directly. Same-origin calls (Parley's pages
 * and the widget iframe) need none of this. Credentials are never allowed cross-origin: visitors are
 * identified by their session id, not cookies.
 */
export function visitorCors(allowedOrigins: () => string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    if (!origin || origin === own) return next();
    const allowed = isOriginAllowed(origin, allowedOrigins());
    if (c.req.method === 'OPTIONS') {
      if (!allowed)
        throw new AppError('origin_not_allowed', `The origin ${origin} is not allowed to use this chat.`);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
      // The identity headers carry a host page's signed user id (modules/visitors/visitor-access.ts).
      c.header(
        'Access-Control-Allow-Headers',
        'Content-Type, Accept, Authorization, X-Parley-User-Id, X-Parley-User-Hash',
      );
      c.header('Access-Control-Max-Age', '600');
      c.header('Vary', 'Origin');
      return c.body(null, 204);
    }
    if (!allowed)
      throw new AppError('origin_not_allowed', `The origin ${origin} is not allowed to use this chat.`);
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  };
}
