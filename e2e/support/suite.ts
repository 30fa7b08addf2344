import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, startApp } from './app-server.ts';
import { launchBrowser } from './browser.ts';

export interface Suite {
  readonly app: AppServer;
  readonly browser: Browser;
}

/** Starts Parley and Chromium once for a describe block and stops both after it. */
export function useAppAndBrowser(env: Record<string, string> = {}): Suite {
  let app: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Keep whichever started even if the other failed, so afterAll stops it instead of leaking a server.
    const [a, b] = await Promise.allSettled([startApp(env), launchBrowser()]);
    if (a.status === 'fulfilled') app = a.value;
    if (b.status === 'fulfilled') browser = b.value;
    if (a.status === 'rejected') throw a.reason;
    if (b.status === 'rejected') throw b.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started yet (use it inside tests)`);
    return value;
  };
  return {
    get app() {
      return started(app, 'the app');
    },
    get browser() {
      return started(browser, 'the browser');
    },
  };
}
