import { MAX_DOCUMENT_BYTES } from '@parley/contract/documents';
import { apiRouter } from './http/api-route.ts';
import { AppError } from './http/app-error.ts';
import { visitorCors } from './http/cors.ts';
import { handleError } from './http/error-handler.ts';
import type { InFlight } from './http/in-flight.ts';
import { metricsRoutes, recordRequests } from './http/metrics-routes.ts';
import { limitBody, requestLogging, requireJsonBody } from './http/middleware.ts';
import { rateLimitPerMinute } from './http/rate-limit.ts';
import type { AppEnv } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticWebRoutes } from './http/static-web.ts';
import { refuseUnstorableText } from './http/text-guard.ts';
import { analyticsRoutes } from './modules/analytics/analytics-routes.ts';
import { apiReferenceRoutes, openApiRoutes } from './modules/api-docs/api-docs-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { type AuthedEnv, requireUser } from './modules/auth/current-user.ts';
import { backupRoutes } from './modules/backup/backup-routes.ts';
import { BackupService } from './modules/backup/backup-service.ts';
import { chatRoutes } from './modules/chat/chat-routes.ts';
import { chatAdminRoutes } from './modules/chat-admin/chat-admin-routes.ts';
import { contactInboxRoutes } from './modules/contact/contact-inbox-routes.ts';
import { contactRoutes } from './modules/contact/contact-routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { DashboardService } from './modules/dashboard/dashboard-service.ts';
import { documentsRoutes } from './modules/documents/documents-routes.ts';
import { embedRoutes } from './modules/embed/embed-routes.ts';
import { faqsRoutes } from './modules/faqs/faqs-routes.ts';
import { geoRoutes } from './modules/geo/geo-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { learningRoutes } from './modules/learning/learning-routes.ts';
import { adminSettingsRoutes, publicSettingsRoutes } from './modules/settings/settings-routes.ts';
import { translateRoutes } from './modules/translate/translate-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { UsersService } from './modules/users/users-service.ts';
import { identityRoutes } from './modules/visitors/identity-routes.ts';
import { resolveIdentitySecret } from './modules/visitors/identity-secret.ts';
import { visitorAccess } from './modules/visitors/visitor-access.ts';
import type { Services } from './services.ts';

const API_BODY_LIMIT = 1024 * 1024;
const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;
const UPLOAD_PATHS = /^\/api\/v1\/admin\/(documents\/upload|faqs\/import)$/;

/** Builds the whole HTTP app; tests call `app.request()` on it without opening a port. */
export function createApp(services: Services, options: { webDistDir?: string; inFlight?: InFlight } = {}) {
  const { config, database, logger, settings, limiter } = services;
  const users = new UsersService(database.db);
  const app = apiRouter<AppEnv>();
  app.onError(handleError);
  if (options.inFlight) app.use('*', options.inFlight.middleware);
  app.use('*', recordRequests(services.metrics));
  app.use('*', requestLogging(logger));
  const allowedOrigins = () => settings.get().security.allowedOrigins;
  app.use('*', securityHeaders({ allowedOrigins, isEmbedPage: (path) => path === '/embed.html' }));
  app.route('/', healthRoutes(database, services.redisBreaker));
  app.route(
    '/',
    metricsRoutes(services.metrics, {
      token: config.METRICS_TOKEN,
      allow: config.METRICS_ALLOW,
      trustProxy: config.TRUST_PROXY,
    }),
  );

  const api = apiRouter<AppEnv>();
  const apiLimit = limitBody(API_BODY_LIMIT);
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT);
  // The file itself is limited to 10 MB while it streams (documents/read-upload.ts); this bounds the request.
  const documentLimit = limitBody(MAX_DOCUMENT_BYTES + 64 * 1024, 'file_too_large');
  api.use('*', (c, next) => {
    if (c.req.path === '/api/v1/admin/documents/upload') return documentLimit(c, next);
    return UPLOAD_PATHS.test(c.req.path) ? uploadLimit(c, next) : apiLimit(c, next);
  });
  api.use('*', requireJsonBody({ allowMultipart: (path) => UPLOAD_PATHS.test(path) }));
  api.use('*', refuseUnstorableText());
  const chatLimit = rateLimitPerMinute({
    limiter,
    bucket: 'chat',
    limit: () => settings.get().security.maxRequestsPerMinute,
    trustProxy: config.TRUST_PROXY,
  });
  const cors = visitorCors(allowedOrigins);
  const visitorApi = /^\/api\/v1\/(chat|translate|settings\/public|geo)(\/|$)/;
  api.use('*', (c, next) => (visitorApi.test(c.req.path) ? cors(c, next) : next()));
  api.route('/', embedRoutes(settings));
  // One check per request: Hono's '/chat/*' also matches '/chat', so two patterns would count a request twice.
  api.use('*', (c, next) =>
    /^\/api\/v1\/(chat|translate)(\/|$)/.test(c.req.path) ? chatLimit(c, next) : next(),
  );

  // Who may chat (enforce authentication, anonymous visitors allowed or not), after the rate limit.
  const access = visitorAccess({ settings, auth: services.auth, db: database.db });
  api.use('*', (c, next) => (/^\/api\/v1\/chat(\/|$)/.test(c.req.path) ? access(c, next) : next()));
  api.route('/', chatRoutes({ chat: services.chat, sessions: services.sessions }));
  api.route('/', translateRoutes(services.translate));
  api.use(
    '/contact',
    rateLimitPerMinute({
      limiter,
      bucket: 'contact',
      limit: () => 5,
      trustProxy: config.TRUST_PROXY,
      message: 'Too many messages from your address. Please wait a minute and try again.',
    }),
  );
  api.route('/', contactRoutes(services.contact));
  api.route('/', geoRoutes({ trustProxy: config.TRUST_PROXY }));
  const publicUrl = config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {};
  api.route(
    '/',
    publicSettingsRoutes(settings, {
      authProviders: services.authProviders,
      translationAvailable: services.translationAvailable,
      mailConfigured: services.mailer.configured,
    }),
  );
  api.route(
    '/',
    authRoutes({
      auth: services.auth,
      db: database.db,
      users,
      limiter: services.authLimiter,
      throttle: services.signInThrottle,
      trustProxy: config.TRUST_PROXY,
      allowedHosts: config.ALLOWED_HOSTS,
      ...publicUrl,
    }),
  );

  const admin = apiRouter<AuthedEnv>();
  admin.use('*', requireUser({ auth: services.auth, db: database.db, role: 'admin', ...publicUrl }));
  admin.route('/', faqsRoutes(services.faqs));
  admin.route('/', documentsRoutes(services.documents));
  admin.route('/', learningRoutes(services.learning));
  admin.route('/', adminSettingsRoutes(settings));
  admin.route(
    '/',
    identityRoutes(() => resolveIdentitySecret(database.db)),
  );
  admin.route('/', usersRoutes(users));
  admin.route('/', dashboardRoutes(new DashboardService(database.db)));
  admin.route('/', chatAdminRoutes(services.chatAdmin));
  admin.route('/', analyticsRoutes(services.analytics));
  admin.route('/', contactInboxRoutes(services.contactInbox));
  admin.route('/', backupRoutes(new BackupService(database)));
  admin.route('/', apiReferenceRoutes());
  admin.all('*', () => {
    throw new AppError('not_found', 'This API route does not exist.');
  });
  api.route('/admin', admin);
  api.route('/', openApiRoutes(app, services.auth));

  api.all('*', () => {
    throw new AppError('not_found', 'This API route does not exist.');
  });
  app.route('/api/v1', api);
  app.all('/api/*', () => {
    throw new AppError('not_found', 'This API route does not exist.');
  });

  if (options.webDistDir) app.route('/', staticWebRoutes(options.webDistDir));
  return app;
}
