import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppEnv } from '../../http/request-context.ts';
import type { LazyAuth } from '../auth/auth.ts';
import { resolveUser } from '../auth/current-user.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { isValidIdentity, resolveIdentitySecret } from './identity-secret.ts';
import { ANONYMOUS_VISITOR } from './visitor-id.ts';

export const USER_ID_HEADER = 'x-parley-user-id';
export const USER_HASH_HEADER = 'x-parley-user-hash';

/** Error codes the widget recognises (it shows its own text in the visitor's language). */
export const IDENTIFICATION_REQUIRED = 'identification_required';
export const INVALID_IDENTITY = 'invalid_identity';
export const AUTHENTICATION_REQUIRED = 'authentication_required';

const USER_ID = /^[\x21-\x7e]{1,200}$/;

/**
 * Decides who is chatting before any chat route runs, applying two settings:
 * - security.enforceAuthentication: only a signed-in account or an API key may chat (401 otherwise);
 * - session.allowAnonymous off: only visitors the host page identified (a user id with its HMAC-SHA256
 *   under the secret shown in Settings) may chat (403 otherwise).
 * The result is `visitorId`: the verified user id, `account:<id>`, or 'anonymous'. Sessions belong to it.
 */
export function visitorAccess(deps: {
  settings: SettingsService;
  auth: LazyAuth;
  db: Db;
}): MiddlewareHandler<AppEnv> {
  let secret: Promise<string> | undefined;
  return async (c, next) => {
    const { session, security } = deps.settings.get();
    let visitorId = ANONYMOUS_VISITOR;
    if (security.enforceAuthentication) {
      const account = await resolveUser(c, deps.auth, deps.db);
      if (!account)
        throw new AppError(
          AUTHENTICATION_REQUIRED,
          'This chat requires authentication: sign in, or send an API key as "Authorization: Bearer <key>".',
        );
      visitorId = `account:${account.user.id}`;
    }
    const userId = c.req.header(USER_ID_HEADER);
    const hash = c.req.header(USER_HASH_HEADER);
    if (userId !== undefined || hash !== undefined) {
      secret ??= resolveIdentitySecret(deps.db);
      if (!userId || !hash || !USER_ID.test(userId) || !isValidIdentity(await secret, userId, hash))
        throw new AppError(
          INVALID_IDENTITY,
          'Your sign-in on this website could not be verified. Please reload the page and try again.',
        );
      visitorId = userId;
    } else if (!session.allowAnonymous && visitorId === ANONYMOUS_VISITOR) {
      throw new AppError(IDENTIFICATION_REQUIRED, 'Please sign in on this website to chat with us.');
    }
    c.set('visitorId', visitorId);
    await next();
  };
}
