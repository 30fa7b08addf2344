import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ensureConfiguredAdmin } from '../modules/auth/admin-bootstrap.ts';
import { LazyAuth } from '../modules/auth/auth.ts';
import { resolveAuthSecret } from '../modules/auth/auth-secret.ts';
import { SignInThrottle } from '../modules/auth/sign-in-throttle.ts';
import { Mailer } from '../providers/mail/mailer.ts';
import { DbRateLimiter } from '../providers/rate-limit/db-rate-limiter.ts';

/**
 * Sign-in and what it needs: the mailer (reset links), limits kept in the database so every instance shares
 * them, the per-account throttle a successful reset lifts, and the administrator from ADMIN_EMAIL.
 */
export async function composeAuth(config: Config, db: Db, logger: Logger) {
  const mailer = new Mailer(db, {
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    ...(config.MAIL_FROM ? { from: config.MAIL_FROM } : {}),
    log: logger,
  });
  const authLimiter = new DbRateLimiter(db);
  const signInThrottle = new SignInThrottle(db);
  const auth = new LazyAuth(async () => ({
    db,
    config,
    mailer,
    onPasswordReset: (email: string) => signInThrottle.unlock(email),
    secret: await resolveAuthSecret(db, config.AUTH_SECRET),
  }));
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureConfiguredAdmin(auth, db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (outcome !== 'unchanged')
      logger.info({ email: config.ADMIN_EMAIL, outcome }, 'administrator from ADMIN_EMAIL');
  }
  return { mailer, authLimiter, signInThrottle, auth };
}
