import { meResponseSchema } from '@parley/contract/admin';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { clientAddress, type TrustProxy } from '../../http/client-address.ts';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { isTrustedHost } from '../../http/trusted-host.ts';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter.ts';
import type { UsersService } from '../users/users-service.ts';
import type { LazyAuth } from './auth.ts';
import { authLimits } from './auth-limits.ts';
import { type AuthedEnv, requireUser, toUserView } from './current-user.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

const authError = (code: string, message: string) => ({ code, message });

/**
 * Better Auth handles /api/v1/auth/*. Email sign-in is wrapped to limit failed attempts and to tell an
 * unknown email from a wrong password, as the spec's error catalogue asks.
 */
export function authRoutes(
  deps: {
    auth: LazyAuth;
    db: Db;
    users: UsersService;
    /** Shared by every instance (the database): auth limits must hold across them. */
    limiter: RateLimiter;
    throttle: SignInThrottle;
    trustProxy: TrustProxy;
    publicUrl?: string;
    allowedHosts: readonly string[];
  },
  docs: ApiDocs,
) {
  const { auth, db, limiter, throttle } = deps;
  docs.add(
    {
      method: 'post',
      path: '/auth/sign-in/email',
      tag: 'auth',
      summary: 'Sign in with email and password (Better Auth)',
      body: z.object({ email: z.string(), password: z.string() }),
      errors: { 401: 'USER_NOT_FOUND or INVALID_PASSWORD', 403: 'USER_DISABLED', 429: 'TOO_MANY_REQUESTS' },
    },
    {
      method: 'post',
      path: '/auth/sign-up/email',
      tag: 'auth',
      summary: 'Register with a display name (Better Auth)',
      body: z.object({ email: z.string(), password: z.string(), name: z.string() }),
    },
    {
      method: 'get',
      path: '/me',
      tag: 'auth',
      summary: 'The signed-in account and whether it is an administrator',
      response: meResponseSchema,
      errors: { 401: 'Not signed in' },
    },
  );
  /** Better Auth's answer, except that a failure of its own never shows its internals (SQL, stack). */
  const authHandler = async (c: Context<AppEnv>) => {
    const res = await (await auth.get()).handler(c.req.raw);
    if (res.status < 500) return res;
    c.get('log').error({ status: res.status, body: await res.text() }, 'auth request failed');
    return c.json(
      authError('INTERNAL_ERROR', 'An unexpected error occurred. Please try again.'),
      res.status as 500,
    );
  };
  const app = new Hono<AppEnv>();
  app.use('/auth/*', authLimits({ limiter, trustProxy: deps.trustProxy }));

  app.post('/auth/sign-in/email', async (c) => {
    const raw = await c.req.raw.clone().text();
    let email = '';
    try {
      email = String((JSON.parse(raw) as { email?: unknown }).email ?? '')
        .trim()
        .toLowerCase();
    } catch {
      return c.json(authError('INVALID_REQUEST', 'Please enter both email and password.'), 400);
    }
    const address = clientAddress(c, deps.trustProxy);
    const attempt = await throttle.begin(email, address);
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return c.json(authError('TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.'), 429);
    }
    const account = email ? await deps.users.findByEmail(email) : undefined;
    if (account?.disabled)
      return c.json(
        authError('USER_DISABLED', 'This account has been disabled. Contact an administrator.'),
        403,
      );
    const res = await authHandler(c);
    if (res.ok) {
      await throttle.succeeded(email, address);
      return res;
    }
    if (res.status === 401) {
      return account
        ? c.json(authError('INVALID_PASSWORD', 'Incorrect password. Please try again.'), 401)
        : c.json(authError('USER_NOT_FOUND', 'No admin account found with this email.'), 401);
    }
    return res;
  });
  // Without PUBLIC_URL, Better Auth builds the reset link from the request's Host: a forged Host would mail
  // the victim a link to the attacker's site carrying the token.
  app.post('/auth/request-password-reset', async (c, next) => {
    if (!deps.publicUrl && !isTrustedHost(c.req.header('host'), deps.allowedHosts)) {
      return c.json(
        authError(
          'UNTRUSTED_HOST',
          'Password reset links can only point to Parley’s configured address. The administrator needs to set PUBLIC_URL (or ALLOWED_HOSTS).',
        ),
        400,
      );
    }
    await next();
  });
  app.on(['GET', 'POST'], '/auth/*', (c) => authHandler(c));

  const me = new Hono<AuthedEnv>();
  me.use('*', requireUser({ auth, db, ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}) }));
  me.get('/', (c) => {
    const user = c.get('user');
    return c.json({ user: toUserView(user), isAdmin: user.role === 'admin' });
  });
  app.route('/me', me);
  return app;
}
