import type { MiddlewareHandler } from 'hono';
import { clientAddress, type TrustProxy } from '../../http/client-address.ts';
import { errorResponse } from '../../http/error-handler.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter.ts';

const MINUTE = 60_000;

/** Requests per client address per auth route (sign-in has its own throttle); paths are under /auth. */
const PER_ADDRESS: { path: string; limit: number; windowMs: number }[] = [
  { path: '/sign-up/email', limit: 10, windowMs: MINUTE },
  { path: '/request-password-reset', limit: 3, windowMs: MINUTE },
  { path: '/reset-password', limit: 10, windowMs: MINUTE },
];
const OTHER_ROUTES = { limit: 100, windowMs: MINUTE };
/** Reset mails one account may receive, from whatever addresses they are asked for. */
const RESET_MAILS_PER_ACCOUNT = { limit: 3, windowMs: 60 * MINUTE };

/**
 * Limits for Better Auth's routes, replacing its own (which counted everyone without X-Forwarded-For in one
 * bucket and believed any forged value): keyed by the one client-address function, and counted in a store
 * every instance shares.
 */
export function authLimits(options: {
  limiter: RateLimiter;
  trustProxy: TrustProxy;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.replace(/^.*\/auth(?=\/)/, '');
    if (path === '/sign-in/email') return next();
    const rule = PER_ADDRESS.find((r) => r.path === path) ?? OTHER_ROUTES;
    const address = clientAddress(c, options.trustProxy);
    const keys = [{ key: `auth:${path}:${address}`, limit: rule.limit, windowMs: rule.windowMs }];
    if (path === '/request-password-reset' && c.req.method === 'POST') {
      const email = await emailOf(c.req.raw);
      if (email) keys.push({ key: `auth:reset-mail:${email}`, ...RESET_MAILS_PER_ACCOUNT });
    }
    for (const { key, limit, windowMs } of keys) {
      const result = await options.limiter.hit(key, limit, windowMs);
      if (!result.allowed) {
        c.header('Retry-After', String(result.retryAfterSeconds));
        return errorResponse(
          c,
          'TOO_MANY_REQUESTS',
          `Too many requests. Please wait ${result.retryAfterSeconds} seconds and try again.`,
        );
      }
    }
    await next();
  };
}

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
