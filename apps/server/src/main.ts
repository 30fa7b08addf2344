import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseOpenError } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startParley } from './start.ts';

const KNOWN_START_ERRORS = [ConfigError, DataDirLockedError, DatabaseOpenError];

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const parley = await startParley(config, logger);
  logger.info({ url: parley.url, database: parley.database.kind }, `Parley is running at ${parley.url}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await parley.stop();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  // Known start-up problems get their message alone; anything else keeps its stack for a bug report.
  if (KNOWN_START_ERRORS.some((type) => err instanceof type)) console.error(`\n${(err as Error).message}\n`);
  else console.error('Parley failed to start:', err);
  process.exit(1);
});
