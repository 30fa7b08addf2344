import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import { InFlight } from './http/in-flight.ts';
import { scheduleSnapshots } from './modules/analytics/snapshot-schedule.ts';
import { LanguageDetector } from './modules/answering/detect-language.ts';
import { SettingsService } from './modules/settings/settings-service.ts';
import { SERVER_ROOT } from './server-root.ts';
import { createServices } from './services.ts';

const DEFAULT_WEB_DIST = join(SERVER_ROOT, '..', 'web', 'dist');

export interface RunningParley {
  url: string;
  database: Database;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

/** Start-up order: lock -> database -> migrations -> settings -> demo data -> HTTP. */
export async function startParley(
  config: Config,
  logger: Logger = pino({ level: config.LOG_LEVEL }),
): Promise<RunningParley> {
  const embedded = !config.DATABASE_URL;
  const lock = embedded ? lockDataDir(config.DATA_DIR) : undefined;
  // The language model loads while the database opens; both take a few hundred milliseconds.
  const detector = LanguageDetector.create();
  let database: Database | undefined;
  try {
    database = config.DATABASE_URL
      ? await openPostgres(config.DATABASE_URL)
      : await openPglite(join(resolve(config.DATA_DIR), 'pgdata'), { durable: config.PGLITE_FSYNC });
    await runMigrations(database);
    const settings = new SettingsService(database.db, logger);
    await settings.load();
    if (config.SEED_DEMO && (await seedDemoData(database.db))) logger.info('seeded the demo business');

    const services = await createServices({ config, database, logger, settings, detector });
    const serveWeb = config.NODE_ENV === 'production' || Boolean(config.WEB_DIST_DIR);
    const webDistDir = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
    const inFlight = new InFlight();
    const app = createApp(services, { inFlight, ...(serveWeb ? { webDistDir } : {}) });
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
    await new Promise<void>((ok, fail) => {
      server.once('listening', ok);
      server.once('error', fail);
    });
    const stopSnapshots = scheduleSnapshots(services.analytics, logger);
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    const db = database;
    return {
      url,
      database: db,
      stop: async () => {
        stopSnapshots();
        await new Promise<void>((done) => {
          server.close(() => done());
          // Idle keep-alive sockets would otherwise hold close() open; busy ones finish their request first.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await inFlight.idle();
        await services.close();
        await db.close();
        lock?.release();
      },
    };
  } catch (err) {
    await database?.close().catch(() => {});
    lock?.release();
    throw err;
  }
}
