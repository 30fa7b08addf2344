import { MAX_ALLOWED_ORIGINS, ORIGIN_PATTERN } from '@parley/contract/settings';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './request-context.ts';

/**
 * Allowed origins as CSP frame-ancestors sources; '*' (the spec's default) allows any site to embed.
 * Settings are validated on save; entries stored before that validation existed are filtered here too,
 * so a value can never add a directive to the header.
 */
export function frameAncestors(allowedOrigins: string[]): string {
  if (allowedOrigins.includes('*')) return '*';
  const origins = allowedOrigins.filter((o) => ORIGIN_PATTERN.test(o)).slice(0, MAX_ALLOWED_ORIGINS);
  return ["'self'", ...origins].join(' ');
}

function contentSecurityPolicy(ancestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets inline style attributes (e.g. widget sizes); no inline scripts are allowed.
    "style-src 'self' 'unsafe-inline'",
    // Answers may not pull images from other hosts; data: covers the locally drawn avatar.
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/**
 * Security headers on every response. Pages may be framed only by Parley itself, except the embeddable
 * widget page, which the admin's allowed origins may frame.
 */
export function securityHeaders(options: {
  allowedOrigins: () => string[];
  isEmbedPage: (path: string) => boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const embed = options.isEmbedPage(c.req.path);
    c.res.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(embed ? frameAncestors(options.allowedOrigins()) : "'self'"),
    );
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
