import pino from 'pino';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { type DatabaseKind, openTestDatabase } from './db/test-database.ts';
import { SettingsService } from './modules/settings/settings-service.ts';
import { createServices, type Services } from './services.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  settings: SettingsService;
  services: Services;
  close(): Promise<void>;
}

/** The real app over a fresh migrated database, for in-process HTTP tests with `app.request()`. */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
  logger = pino({ level: 'silent' }),
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const settings = new SettingsService(database.db);
  await settings.load();
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...env });
  const services = await createServices({ config, database, logger, settings });
  const app = createApp(services);
  return {
    app,
    database,
    settings,
    services,
    close: async () => {
      await services.close();
      await database.close();
    },
  };
}

export const jsonRequest = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export async function readError(
  res: Response,
): Promise<{ code: string; message: string; details?: unknown }> {
  const body = (await res.json()) as { error: { code: string; message: string; details?: unknown } };
  return body.error;
}
