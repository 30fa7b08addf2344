import { createRoute } from '@hono/zod-openapi';
import { meResponseSchema } from '@parley/contract/admin';
import { type ErrorBody, errorMessage } from '@parley/contract/errors';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { apiRouter, errors, json, signedIn } from '../../http/api-route.ts';
import { clientAddress, type TrustProxy } from '../../http/client-address.ts';
import { errorResponse } from '../../http/error-handler.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { isTrustedHost } from '../../http/trusted-host.ts';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter.ts';
import type { UsersService } from '../users/users-service.ts';
import type { LazyAuth } from './auth.ts';
import { authLimits } from './auth-limits.ts';
import { type AuthedEnv, requireUser, toUserView } from './current-user.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['auth'],
  summary: 'The signed-in account and whether it is an administrator',
  ...signedIn,
  responses: { 200: json(meResponseSchema), ...errors('unauthorized', 'csrf_refused') },
});

/**
 * Better Auth's failures (`{code, message}`) in Parley's error shape, with the catalogue's text for the codes
 * it knows and Better Auth's own message for the others.
 */
async function inCatalogueShape(res: Response): Promise<Response> {
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? (res.status === 404 ? 'not_found' : 'INTERNAL_ERROR');
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const error = { code, message: errorMessage(code, body.message || undefined) };
  return new Response(JSON.stringify({ error } satisfies ErrorBody), { status: res.status, headers });
}

/**
 * Better Auth handles /api/v1/auth/*. Email sign-in is wrapped to limit failed attempts and to tell an
 * unknown email from a wrong password, as the spec's error catalogue asks.
 */
export function authRoutes(deps: {
  auth: LazyAuth;
  db: Db;
  users: UsersService;
  /** Shared by every instance (the database): auth limits must hold across them. */
  limiter: RateLimiter;
  throttle: SignInThrottle;
  trustProxy: TrustProxy;
  publicUrl?: string;
  allowedHosts: readonly string[];
}) {
  const { auth, db, limiter, throttle } = deps;
  /** Better Auth's answer, except that a failure of its own never shows its internals (SQL, stack). */
  const authHandler = async (c: Context<AppEnv>) => {
    const res = await (await auth.get()).handler(c.req.raw);
    if (res.status < 400) return res;
    if (res.status >= 500) {
      c.get('log').error({ status: res.status, body: await res.text() }, 'auth request failed');
      return errorResponse(c, 'INTERNAL_ERROR');
    }
    return inCatalogueShape(res);
  };
  const app = apiRouter<AppEnv>();
  app.use('/auth/*', authLimits({ limiter, trustProxy: deps.trustProxy }));

  app.post('/auth/sign-in/email', async (c) => {
    const raw = await c.req.raw.clone().text();
    let email = '';
    try {
      email = String((JSON.parse(raw) as { email?: unknown }).email ?? '')
        .trim()
        .toLowerCase();
    } catch {
      return errorResponse(c, 'INVALID_REQUEST');
    }
    const address = clientAddress(c, deps.trustProxy);
    const attempt = await throttle.begin(email, address);
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return errorResponse(c, 'TOO_MANY_REQUESTS');
    }
    const account = email ? await deps.users.findByEmail(email) : undefined;
    if (account?.disabled) return errorResponse(c, 'USER_DISABLED');
    const res = await authHandler(c);
    if (res.ok) {
      await throttle.succeeded(email, address);
      return res;
    }
    if (res.status === 401) {
      return errorResponse(c, account ? 'INVALID_PASSWORD' : 'USER_NOT_FOUND');
    }
    return res;
  });
  // Without PUBLIC_URL, Better Auth builds the reset link from the request's Host: a forged Host would mail
  // the victim a link to the attacker's site carrying the token.
  app.post('/auth/request-password-reset', async (c, next) => {
    if (!deps.publicUrl && !isTrustedHost(c.req.header('host'), deps.allowedHosts)) {
      return errorResponse(c, 'UNTRUSTED_HOST');
    }
    await next();
  });
  app.on(['GET', 'POST'], '/auth/*', (c) => authHandler(c));

  const me = apiRouter<AuthedEnv>();
  me.use('/me', requireUser({ auth, db, ...(deps.publicUrl ? { publicUrl: deps.publicUrl } : {}) }));
  me.openapi(meRoute, (c) => {
    const user = c.get('user');
    return c.json({ user: toUserView(user), isAdmin: user.role === 'admin' }, 200);
  });
  app.route('/', me);
  return app;
}
