import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authAccounts, authSessions, authVerifications, users } from '../../db/schema.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { promoteIfFirstAccount } from './admin-bootstrap.ts';

const AUTH_BASE_PATH = '/api/v1/auth';
const MIN_PASSWORD_LENGTH = 6;

/** OAuth providers enabled by environment variables; listed on the login page. */
export function configuredProviders(env: Record<string, string | undefined>): { id: string; name: string }[] {
  const list: { id: string; name: string }[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) list.push({ id: 'github', name: 'GitHub' });
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) list.push({ id: 'google', name: 'Google' });
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)
    list.push({ id: 'oidc', name: env.OIDC_NAME || 'Single sign-on' });
  return list;
}

type AuthDeps = {
  db: Db;
  config: Config;
  secret: string;
  mailer: Mailer;
  /** Called after a successful password reset (the account's sign-in waits are lifted). */
  onPasswordReset?: (email: string) => Promise<void>;
  env?: Record<string, string | undefined>;
};

/** Better Auth is imported on first use: it is the heaviest module and most requests never need it. */
export async function createAuth(deps: AuthDeps) {
  const [{ betterAuth }, { drizzleAdapter }, { genericOAuth, openAPI }] = await Promise.all([
    import('better-auth'),
    import('better-auth/adapters/drizzle'),
    import('better-auth/plugins'),
  ]);
  const { db, config, mailer } = deps;
  const env = deps.env ?? process.env;
  const secure = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return betterAuth({
    appName: 'Parley',
    basePath: AUTH_BASE_PATH,
    ...(config.PUBLIC_URL ? { baseURL: config.PUBLIC_URL } : {}),
    secret: deps.secret,
    telemetry: { enabled: false },
    // Without PUBLIC_URL the origin comes from each request, which is intended; only errors are worth logging.
    logger: { level: 'error' },
    database: drizzleAdapter(db as never, {
      provider: 'pg',
      schema: { user: users, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    // Same-origin requests are trusted wherever Parley is served; PUBLIC_URL adds the public address.
    trustedOrigins: (request) => {
      const origins: string[] = [];
      if (config.PUBLIC_URL) origins.push(new URL(config.PUBLIC_URL).origin);
      const host = request?.headers.get('host');
      if (request && host) origins.push(`${new URL(request.url).protocol}//${host}`);
      return origins;
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        disabled: { type: 'boolean', input: false, defaultValue: false },
        lastLogin: { type: 'date', input: false, required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Whoever knew the old password (or stole a session) is signed out by a reset.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await deps.onPasswordReset?.(user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Parley password',
          text: `Someone asked to reset the password of your Parley account.\n\nOpen this link to choose a new one (valid for 1 hour):\n${url}\n\nIf it was not you, ignore this email.`,
        });
      },
    },
    socialProviders: {
      ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
        : {}),
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
    },
    // openAPI: Better Auth's routes join Parley's OpenAPI document (its CDN-hosted reference page is off).
    plugins: [
      openAPI({ disableDefaultReference: true }),
      ...(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: env.OIDC_CLIENT_ID,
                  clientSecret: env.OIDC_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
    ],
    // Parley limits these routes itself (auth-limits.ts, sign-in-throttle.ts): by the client address it trusts,
    // in the database that all instances share.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'parley',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    databaseHooks: {
      user: {
        create: {
          // The very first account becomes admin; every later one waits for an admin to promote it.
          after: async (user) => {
            await promoteIfFirstAccount(db, user.id);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [user] = await db
              .select({ disabled: users.disabled })
              .from(users)
              .where(eq(users.id, session.userId));
            return user?.disabled ? false : undefined;
          },
          after: async (session) => {
            await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, session.userId));
          },
        },
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** Creates the Better Auth instance once, when a request first needs it. */
export class LazyAuth {
  private instance: Promise<Auth> | undefined;

  constructor(private readonly deps: () => Promise<AuthDeps>) {}

  get(): Promise<Auth> {
    this.instance ??= this.deps().then(createAuth);
    return this.instance;
  }
}
