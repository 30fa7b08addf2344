/**
 * Size and speed of the embeddable widget: gzip sizes of the loader (/widget.js) and of everything the widget
 * page loads, and the time from clicking the launcher to an interactive input, measured in Chromium.
 * Run after `npm run build`: npx tsx bench/widget-size/run.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startApp } from '../../e2e/support/app-server.ts';
import { launchBrowser, newPage } from '../../e2e/support/browser.ts';

const DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const loader = gz('widget.js');
const embedHtml = readFileSync(join(DIST, 'embed.html'), 'utf8');
const assets = [...embedHtml.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
const assetSizes = assets.map((a) => ({ a, size: gz(a) }));
const widgetTotal = gz('embed.html') + assetSizes.reduce((s, x) => s + x.size, 0);
console.log(`loader /widget.js: ${kb(loader)} gzip (target <= 10 KB)`);
for (const { a, size } of assetSizes) console.log(`  ${a}: ${kb(size)} gzip`);
console.log(`widget page total (HTML + JS + CSS): ${kb(widgetTotal)} gzip (target <= 80 KB)`);

const app = await startApp();
const browser = await launchBrowser();
const times: number[] = [];
try {
  for (let i = 0; i < 10; i++) {
    const page = await newPage(browser);
    await page.goto(`${app.url}/embed.html`);
    await page.getByRole('button', { name: 'Open chat' }).waitFor();
    // A string, not a function: tsx would wrap a function with helpers that do not exist in the page.
    const ms = (await page.evaluate(`new Promise((resolve) => {
      const start = performance.now();
      document.querySelector('button[aria-expanded]').click();
      const check = () => {
        const input = document.querySelector('input[placeholder]');
        if (input && !input.disabled && document.activeElement === input) resolve(performance.now() - start);
        else requestAnimationFrame(check);
      };
      check();
    })`)) as number;
    times.push(ms);
    await page.context().close();
  }
} finally {
  await browser.close();
  await app.stop();
}
times.sort((a, b) => a - b);
console.log(
  `launcher click to focused input, median of 10: ${times[5]?.toFixed(1)} ms (min ${times[0]?.toFixed(1)}, max ${times[9]?.toFixed(1)}; target < 150 ms)`,
);
