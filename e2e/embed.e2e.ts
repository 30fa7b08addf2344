import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startApp } from './support/app-server.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

/** A business's own site on another origin, with the one-line embed. */
async function startHostSite(parleyUrl: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><head><title>Shop</title><style>iframe{opacity:.2} button{all:unset}</style></head>
<body><h1>Northwind Outfitters</h1><button id="ask" onclick="window.dispatchEvent(new CustomEvent('parley:ask',{detail:{question:'What is your return policy?'}}))">Ask</button>
<script src="${parleyUrl}/widget.js" async></script></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  // "localhost" and "127.0.0.1" are different origins, so the shop and Parley are cross-origin.
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

describe('embed on another website', () => {
  let app: AppServer;
  let browser: Browser;
  let host: { url: string; server: Server };
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    host = await startHostSite(app.url);
  });
  afterAll(async () => {
    host?.server.close();
    await browser?.close();
    await app?.stop();
  });

  it('mounts the widget in an iframe that opens, answers and resizes, and relays host questions', async () => {
    const page = await newPage(browser);
    await page.goto(host.url);
    const frameElement = page.locator('iframe[data-parley="widget"]');
    await expect.poll(() => frameElement.count()).toBe(1);
    expect(await frameElement.evaluate((f) => getComputedStyle(f).height)).toBe('60px');
    const frame = page.frameLocator('iframe[data-parley="widget"]');
    await frame.getByRole('button', { name: 'Open chat' }).click();
    await expect.poll(() => frameElement.evaluate((f) => getComputedStyle(f).width)).toBe('400px');
    await frame.getByRole('textbox').fill('How long does shipping take?');
    await frame.getByRole('textbox').press('Enter');
    await expect
      .poll(() => frame.locator('li[data-role="assistant"]').last().textContent())
      .toContain('3-5 business days');
    await page.locator('#ask').click();
    await expect
      .poll(() => frame.locator('li[data-role="assistant"]').last().textContent())
      .toContain('30 days');
    expect(await frameElement.evaluate((f) => getComputedStyle(f).opacity)).toBe('1');
    await screenshot(page, 'embed-host-page');
    await page.context().close();
  });

  it('refuses a site that is not an allowed origin, with a clear console message', async () => {
    const admin = await newPage(browser);
    await admin.goto(`${app.url}/admin/login`);
    await admin.getByRole('button', { name: 'Create an account' }).click();
    await admin.getByLabel('Display name').fill('Owner');
    await admin.getByLabel('Email').fill('owner@embed.example');
    await admin.getByLabel('Password').fill('correct-horse');
    await admin.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/admin/dashboard');
    const cookie = (await admin.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = { cookie, origin: app.url, 'content-type': 'application/json' };
    const settings = (await (await fetch(`${app.url}/api/v1/admin/settings`, { headers })).json()) as {
      security: { allowedOrigins: string[] };
    };
    settings.security.allowedOrigins = ['https://only-this-shop.example'];
    const saved = (
      await fetch(`${app.url}/api/v1/admin/settings`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(settings),
      })
    ).status;
    expect(saved).toBe(200);
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(host.url);
    await expect
      .poll(() => errors.join('\n'))
      .toContain(`[Parley] This site (${host.url}) is not allowed to embed the chat.`);
    expect(await page.locator('iframe[data-parley="widget"]').count()).toBe(0);
    // Even a hand-made iframe is refused by the page's frame-ancestors policy.
    const csp = (await fetch(`${app.url}/embed.html`)).headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'self' https://only-this-shop.example");
    await page.context().close();
    await admin.context().close();
  });
});
