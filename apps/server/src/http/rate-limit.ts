import type { MiddlewareHandler } from 'hono';
import type { RateLimiter } from '../providers/rate-limit/rate-limiter.ts';
import { AppError } from './app-error.ts';
import { clientAddress, type TrustProxy } from './client-address.ts';
import type { AppEnv } from './request-context.ts';

/** Per-visitor limit per minute; the limit is read on every request so settings changes apply at once. */
export function rateLimitPerMinute(options: {
  limiter: RateLimiter;
  bucket: string;
  limit: () => number;
  trustProxy: TrustProxy;
  message?: string;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = options.limit();
    const result = await options.limiter.hit(
      `${options.bucket}:${clientAddress(c, options.trustProxy)}`,
      limit,
      60_000,
    );
    c.header('RateLimit-Limit', String(limit));
    c.header('RateLimit-Remaining', String(Math.max(0, result.remaining)));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new AppError(
        'rate_limited',
        options.message ??
          `Too many messages. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      );
    }
    await next();
  };
}
