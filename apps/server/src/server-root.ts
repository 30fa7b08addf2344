import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found from this module's location whether it runs from src/ (tsx, tests)
 * or from the bundled dist/main.mjs that `npm start` runs.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the server folder (with drizzle/ migrations) above this module.');
}

export const SERVER_ROOT = findServerRoot();
