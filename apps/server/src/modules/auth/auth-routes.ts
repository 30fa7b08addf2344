import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { meResponseSchema } from '../../../../../packages/contract/src/admin.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { visitorKey } from '../../http/visitor-key.ts';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter.ts';
import type { LazyAuth } from './auth.ts';
import { type AuthedEnv, requireUser, toUserView } from './current-user.ts';

const SIGN_IN_ATTEMPTS = 5;
const SIGN_IN_WINDOW_MS = 15 * 60_000;

const authError = (code: string, message: string) => ({ code, message });

/**
 * Better Auth handles /api/v1/auth/*. Email sign-in is wrapped to limit failed attempts and to tell an
 * unknown email from a wrong password, as the spec's error catalogue asks.
 */
export function authRoutes(
  deps: { auth: LazyAuth; db: Db; limiter: RateLimiter; trustProxy: boolean; publicUrl?: string },
  docs: ApiDocs,
) {
  const { auth, db, limiter } = deps;
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
  const app = new Hono<AppEnv>();

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
    const key = `signin:${visitorKey(c, deps.trustProxy)}:${email}`;
    const attempt = await limiter.hit(key, SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS);
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return c.json(authError('TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.'), 429);
    }
    const [account] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
    if (account?.disabled)
      return c.json(
        authError('USER_DISABLED', 'This account has been disabled. Contact an administrator.'),
        403,
      );
    const res = await (await auth.get()).handler(c.req.raw);
    if (res.ok) {
      await limiter.reset(key);
      return res;
    }
    if (res.status === 401) {
      return account
        ? c.json(authError('INVALID_PASSWORD', 'Incorrect password. Please try again.'), 401)
        : c.json(authError('USER_NOT_FOUND', 'No admin account found with this email.'), 401);
    }
    return res;
  });
  app.on(['GET', 'POST'], '/auth/*', async (c) => (await auth.get()).handler(c.req.raw));

  const me = new Hono<AuthedEnv>();
  me.use('*', requireUser({ auth, db, ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}) }));
  me.get('/', (c) => {
    const user = c.get('user');
    return c.json({ user: toUserView(user), isAdmin: user.role === 'admin' });
  });
  app.route('/me', me);
  return app;
}
