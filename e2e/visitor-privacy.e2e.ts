import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startApp } from './support/app-server.ts';
import { launchBrowser, newPage, screenshot } from './support/browser.ts';

/** A business's site embedding the chat in Spanish; `?user=` signs that user in on the host page. */
async function startHostSite(
  parleyUrl: string,
  secret: () => string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const user = new URL(req.url ?? '/', 'http://host').searchParams.get('user');
    const identity = user
      ? ` data-user-id="${user}" data-user-hash="${createHmac('sha256', secret()).update(user).digest('hex')}"`
      : '';
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><head><title>Tienda</title></head><body><h1>Tienda Norte</h1>
<script src="${parleyUrl}/widget.js" data-language="es"${identity} async></script></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

describe('visitor privacy and identity settings in the widget', () => {
  let app: AppServer;
  let browser: Browser;
  let host: { url: string; server: Server };
  let admin: Page;
  let headers: Record<string, string>;
  let secret = '';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    host = await startHostSite(app.url, () => secret);
    admin = await newPage(browser);
    await admin.goto(`${app.url}/admin/login`);
    await admin.getByRole('button', { name: 'Create an account' }).click();
    await admin.getByLabel('Display name').fill('Owner');
    await admin.getByLabel('Email').fill('owner@privacy.example');
    await admin.getByLabel('Password').fill('correct-horse');
    await admin.getByRole('button', { name: 'Create account' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/dashboard');
    const cookie = (await admin.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    headers = { cookie, origin: app.url, 'content-type': 'application/json' };
    const identity = await fetch(`${app.url}/api/v1/admin/visitor-identity`, { headers });
    secret = ((await identity.json()) as { secret: string }).secret;
  });
  afterAll(async () => {
    host?.server.close();
    await browser?.close();
    await app?.stop();
  });

  it('deletes the conversation from the server and the browser after a confirmation', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.url}/chat`);
    const widget = page.getByTestId('chat-widget');
    await widget.getByRole('button', { name: /Open chat/ }).click();
    await widget.getByRole('textbox').fill('How long does shipping take?');
    await widget.getByRole('textbox').press('Enter');
    await expect
      .poll(() => widget.locator('li[data-role="assistant"]').last().textContent())
      .toContain('3-5 business days');
    const sessionId = await page.evaluate(() => localStorage.getItem('chatSessionId'));
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const exists = () => fetch(`${app.url}/api/v1/chat/sessions/${sessionId}`).then((r) => r.status);
    expect(await exists()).toBe(200);

    await widget.getByRole('button', { name: 'Delete this conversation' }).click();
    const confirm = widget.getByRole('alertdialog', { name: 'Delete this conversation' });
    await expect.poll(() => confirm.textContent()).toContain('This cannot be undone.');
    await screenshot(page, 'widget-delete-confirm');
    // Cancel keeps everything.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await exists()).toBe(200);

    await widget.getByRole('button', { name: 'Delete this conversation' }).click();
    await widget.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(() => widget.getByTestId('chat-notice').textContent())
      .toBe('The conversation was deleted.');
    expect(await exists()).toBe(404);
    expect(await page.evaluate(() => localStorage.getItem('chatSessionId'))).toBeNull();
    expect(await widget.locator('li[data-role="user"]').count()).toBe(0);
    await screenshot(page, 'widget-conversation-deleted');
    await page.context().close();
  });

  it('with anonymous visitors off, shows an anonymous visitor a message in their language instead of the input', async () => {
    const settings = await (await fetch(`${app.url}/api/v1/admin/settings`, { headers })).json();
    settings.session.allowAnonymous = false;
    const saved = await fetch(`${app.url}/api/v1/admin/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(settings),
    });
    expect(saved.status).toBe(200);

    const page = await newPage(browser);
    await page.goto(host.url);
    const frame = page.frameLocator('iframe[data-parley="widget"]');
    await frame.getByRole('button', { name: /Abrir el chat/ }).click();
    await expect
      .poll(() => frame.getByTestId('sign-in-required').textContent())
      .toBe('Inicia sesión en este sitio web para chatear con nosotros.');
    expect(await frame.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'widget-sign-in-required-es');
    await page.context().close();

    // The same site with its user signed in (data-user-id and data-user-hash): the visitor may chat.
    const signedIn = await newPage(browser);
    await signedIn.goto(`${host.url}/?user=customer-1001`);
    const chat = signedIn.frameLocator('iframe[data-parley="widget"]');
    await chat.getByRole('button', { name: /Abrir el chat/ }).click();
    await chat.getByRole('textbox').fill('How long does shipping take?');
    await chat.getByRole('textbox').press('Enter');
    await expect
      .poll(() => chat.locator('li[data-role="assistant"]').last().textContent())
      .toContain('3-5 business days');
    expect(await chat.getByTestId('sign-in-required').count()).toBe(0);
    await screenshot(signedIn, 'widget-identified-visitor');
    await signedIn.context().close();
  });

  it('states on the privacy page the retention the settings enforce', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.url}/privacy`);
    await expect
      .poll(() => page.getByTestId('privacy-retention').textContent())
      .toContain('A conversation is kept for 30 days after your last message');
    expect(await page.getByTestId('privacy-retention').textContent()).toContain(
      'Usage statistics are kept for 90 days.',
    );
    await page.context().close();
  });
});
