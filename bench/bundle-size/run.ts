/**
 * Gzip size of every JavaScript chunk a browser loads for the public home page, the admin (sign-in page, then
 * the dashboard of a fresh account) and the widget embed, read from the built files the pages actually
 * requested in Chromium. Target: public home page JS under 100 KB gzip.
 * Run after `npm run build`: npx tsx bench/bundle-size/run.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startApp } from '../../e2e/support/app-server.ts';
import { launchBrowser, newPage } from '../../e2e/support/browser.ts';

const DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Records the built .js files the page requests while `visit` runs. */
async function chunksLoaded(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const files = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) files.add(path.slice(1));
  });
  await visit();
  await page.waitForLoadState('networkidle');
  return [...files];
}

function report(label: string, files: string[], target?: number): void {
  const sizes = files.map((f) => ({ f, size: gzipSync(readFileSync(join(DIST, f))).length }));
  const total = sizes.reduce((s, x) => s + x.size, 0);
  console.log(
    `${label}: ${kb(total)} JS gzip in ${files.length} chunks${target ? ` (target < ${target} KB)` : ''}`,
  );
  for (const { f, size } of sizes.sort((a, b) => b.size - a.size)) console.log(`  ${f}: ${kb(size)}`);
}

const app = await startApp();
const browser = await launchBrowser();
try {
  const home = await newPage(browser);
  report(
    'public home page',
    await chunksLoaded(home, async () => {
      await home.goto(`${app.url}/`);
      await home.getByRole('button', { name: 'Open chat' }).waitFor();
    }),
    100,
  );

  const admin = await newPage(browser);
  report(
    'admin sign-in page',
    await chunksLoaded(admin, async () => {
      await admin.goto(`${app.url}/admin/login`);
      await admin.getByRole('button', { name: 'Create an account' }).waitFor();
    }),
  );
  const dashboard = await chunksLoaded(admin, async () => {
    await admin.getByRole('button', { name: 'Create an account' }).click();
    await admin.getByLabel('Display name').fill('Bench');
    await admin.getByLabel('Email').fill('bench@shop.example');
    await admin.getByLabel('Password').fill('correct-horse');
    await admin.getByRole('button', { name: 'Create account' }).click();
    await admin.waitForURL('**/admin/dashboard');
  });
  report('admin dashboard, after sign-in (chunks not already loaded)', dashboard);

  // What a host page's <script src="/widget.js"> adds: the loader, then the page it puts in an iframe.
  const widget = await newPage(browser);
  const embed = await chunksLoaded(widget, async () => {
    await widget.goto(`${app.url}/embed.html`);
    await widget.getByRole('button', { name: 'Open chat' }).waitFor();
  });
  report('widget embed (loader /widget.js + iframe page)', ['widget.js', ...embed]);
} finally {
  await browser.close();
  await app.stop();
}
