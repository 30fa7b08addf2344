import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { findApiKeyOwner } from './api-keys-repository.ts';
import type { LazyAuth } from './auth.ts';

export type UserRow = typeof users.$inferSelect;
export type AuthedEnv = AppEnv & { Variables: AppEnv['Variables'] & { user: UserRow; viaApiKey: boolean } };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user from a Bearer API key or the session cookie; undefined when neither is valid. */
export async function resolveUser(
  c: Context,
  auth: LazyAuth,
  db: Db,
): Promise<{ user: UserRow; viaApiKey: boolean } | undefined> {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  let userId: string | undefined;
  if (bearer) {
    userId = await findApiKeyOwner(db, bearer);
    if (!userId) return undefined;
  } else {
    const session = await (await auth.get()).api.getSession({ headers: c.req.raw.headers });
    userId = session?.user.id;
  }
  if (!userId) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.disabled) return undefined;
  return { user, viaApiKey: Boolean(bearer) };
}

/**
 * Cookie-authenticated writes must come from Parley's own pages: browsers send Origin on such requests,
 * and a foreign or missing one is refused (API keys are not sent by browsers automatically, so they skip this).
 */
function isCrossSite(c: Context, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(c.req.method)) return false;
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite === 'same-origin') return false;
  if (!origin) return true;
  const own = new URL(c.req.url).origin;
  const allowed = [own, ...(publicUrl ? [new URL(publicUrl).origin] : [])];
  return !allowed.includes(origin);
}

/** 401 when signed out, 403 when signed in without the required role (or on a cross-site write). */
export function requireUser(options: {
  auth: LazyAuth;
  db: Db;
  role?: 'admin';
  publicUrl?: string;
}): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const resolved = await resolveUser(c, options.auth, options.db);
    if (!resolved) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (!resolved.viaApiKey && isCrossSite(c, options.publicUrl)) {
      throw new AppError(
        'csrf_refused',
        'This request did not come from Parley’s own pages and was refused.',
      );
    }
    if (options.role === 'admin' && resolved.user.role !== 'admin') {
      throw new AppError(
        'forbidden',
        'This area is for administrators. Ask an administrator to grant you access.',
      );
    }
    c.set('user', resolved.user);
    c.set('viaApiKey', resolved.viaApiKey);
    await next();
  };
}

export function toUserView(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin?.toISOString() ?? null,
  };
}
