import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './http/app-error.ts';
import { handleError } from './http/error-handler.ts';
import { limitBody, requestLogging, requireJsonBody } from './http/middleware.ts';
import type { AppEnv } from './http/request-context.ts';
import { staticWebRoutes } from './http/static-web.ts';
import { healthRoutes } from './modules/health/routes.ts';
import type { SettingsService } from './modules/settings/settings-service.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  settings: SettingsService;
  /** Directory of the built web app; served only when set. */
  webDistDir?: string;
}

const API_BODY_LIMIT = 1024 * 1024;
const UPLOAD_PATHS = /^\/api\/v1\/admin\/(documents\/upload|faqs\/import)$/;

/** Builds the whole HTTP app; tests call `app.request()` on it without opening a port. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', requestLogging(deps.logger));
  app.route('/', healthRoutes(deps.database));

  const api = new Hono<AppEnv>();
  api.use('*', (c, next) => (UPLOAD_PATHS.test(c.req.path) ? next() : limitBody(API_BODY_LIMIT)(c, next)));
  api.use('*', requireJsonBody({ allowMultipart: (path) => UPLOAD_PATHS.test(path) }));
  api.all('*', () => {
    throw new AppError('not_found', 404, 'This API route does not exist.');
  });
  app.route('/api/v1', api);
  app.all('/api/*', () => {
    throw new AppError('not_found', 404, 'This API route does not exist.');
  });

  if (deps.webDistDir) app.route('/', staticWebRoutes(deps.webDistDir));
  return app;
}
