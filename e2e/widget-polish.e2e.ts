import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';
import { widget } from './support/widget.ts';

const assistantMessages = (page: Page) => widget(page).locator('li[data-role="assistant"]');
const status = (page: Page) => widget(page).getByTestId('connection-status');

async function openWidget(page: Page) {
  await widget(page).locator('button[aria-expanded]').click();
  await expect.poll(() => widget(page).getAttribute('data-state')).toBe('expanded');
}

async function visit(page: Page, url: string, language?: string) {
  await page.goto(`${url}/chat`);
  if (language) {
    await page.evaluate((l) => localStorage.setItem('lastUsedLanguage', l), language);
    await page.reload();
  }
}

const headerColour = (page: Page) =>
  widget(page)
    .locator('header')
    .evaluate((h) => getComputedStyle(h).backgroundColor);

describe('widget polish', () => {
  const s = useAppAndBrowser();
  let host: { url: string; server: Server };
  beforeAll(async () => {
    // The business's own site on another origin ("localhost" vs "127.0.0.1"), embedding with data- options.
    const server = createServer((req, res) => {
      const accent = new URL(req.url ?? '/', 'http://x').searchParams.get('accent') ?? '#9d174d';
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html><head><title>Shop</title></head><body><h1>Northwind</h1>
<script src="${s.app.url}/widget.js" data-accent="${accent}" data-position="bottom-left" data-name="Shop help" data-initial="S" async></script></body></html>`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    host = { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
  });
  afterAll(() => host?.server.close());

  it.each([
    ['es', '¡Hola! ¿En qué puedo ayudarte hoy?'],
    ['zh', '您好！今天有什么可以帮您？'],
    ['ar', 'مرحبًا! كيف يمكنني مساعدتك اليوم؟'],
    ['ja', 'こんにちは！本日はどのようなご用件でしょうか？'],
    ['ru', 'Здравствуйте! Чем я могу помочь сегодня?'],
    ['ko', '안녕하세요! 오늘 무엇을 도와드릴까요?'],
  ])('welcomes a %s visitor in their language', async (language, text) => {
    const page = await newPage(s.browser);
    await visit(page, s.app.url, language);
    await openWidget(page);
    await expect.poll(() => assistantMessages(page).first().textContent()).toContain(text);
    await page.context().close();
  });

  it('lists languages by their own names and switches the welcome with the language', async () => {
    const page = await newPage(s.browser, MOBILE);
    await visit(page, s.app.url, 'en');
    await openWidget(page);
    const select = widget(page).getByLabel('Language');
    const names = await select.locator('option').allTextContents();
    expect(names).toEqual(
      expect.arrayContaining(['English', 'Español', '中文', 'العربية', '日本語', 'Русский']),
    );
    expect(names).not.toContain('Spanish');
    await select.selectOption('es');
    await expect
      .poll(() => assistantMessages(page).first().textContent())
      .toContain('¡Hola! ¿En qué puedo ayudarte hoy?');
    await screenshot(page, 'widget-welcome-es-375');
    await page.context().close();
  });

  it("follows the site's language until the visitor picks one in the widget", async () => {
    const page = await newPage(s.browser);
    await visit(page, s.app.url);
    await openWidget(page);
    const input = widget(page).getByRole('textbox');
    expect(await input.getAttribute('placeholder')).toBe('Type your message...');
    await page.locator('#site-language').selectOption('es');
    await expect.poll(() => input.getAttribute('placeholder')).toBe('Escribe tu mensaje...');
    expect(await widget(page).getByLabel('Idioma').inputValue()).toBe('es');
    await expect
      .poll(() => assistantMessages(page).first().textContent())
      .toContain('¡Hola! ¿En qué puedo ayudarte hoy?');
    await screenshot(page, 'widget-site-language-es-1280');
    // A language picked in the widget stays, whatever the site's language does later, also after a reload.
    await widget(page).getByLabel('Idioma').selectOption('fr');
    await page.locator('#site-language').selectOption('de');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    expect(await input.getAttribute('placeholder')).toBe('Écrivez votre message...');
    await page.reload();
    await openWidget(page);
    expect(await widget(page).getAttribute('lang')).toBe('fr');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.context().close();
  });

  it('shows when it is offline, and reconnects', async () => {
    const page = await newPage(s.browser);
    await visit(page, s.app.url, 'en');
    await openWidget(page);
    expect(await status(page).textContent()).toBe('Online');
    await page.context().setOffline(true);
    await expect.poll(() => status(page).textContent()).toBe('Offline');
    await screenshot(page, 'widget-offline-1280');
    await page.context().setOffline(false);
    await expect.poll(() => status(page).textContent()).toBe('Online');
    await page.context().close();
  });

  it('offers a retry on a failed message while it reconnects to a server that is down', async () => {
    const page = await newPage(s.browser, MOBILE);
    await visit(page, s.app.url, 'es');
    await openWidget(page);
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    const input = widget(page).getByRole('textbox');
    await input.fill('¿Cuánto tarda el envío de mi pedido?');
    await input.press('Enter');
    const retry = widget(page).getByRole('button', { name: 'Reintentar' });
    await expect.poll(() => retry.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await status(page).textContent()).toBe('Reconectando…');
    await screenshot(page, 'widget-retry-es-375');
    await page.unroute('**/api/v1/**');
    await expect.poll(() => status(page).textContent()).toBe('En línea');
    await retry.click();
    await expect
      .poll(() => assistantMessages(page).last().textContent(), { timeout: 15_000 })
      .toContain('de 3 a 5 días hábiles');
    expect(await widget(page).locator('li[data-role="user"]').count()).toBe(1);
    expect(await retry.count()).toBe(0);
    await page.context().close();
  });

  it('tells the visitor, in their language, that an idle conversation ended and a new one began', async () => {
    const page = await newPage(s.browser);
    await visit(page, s.app.url, 'de');
    // A stored session the server no longer resumes (idle, archived or gone).
    await page.evaluate(() => localStorage.setItem('chatSessionId', 'B'.repeat(32)));
    await openWidget(page);
    await expect
      .poll(() => widget(page).getByTestId('session-ended').textContent())
      .toBe(
        'Ihr früheres Gespräch wurde nach längerer Inaktivität beendet. Ein neues Gespräch hat begonnen.',
      );
    expect(await page.evaluate(() => localStorage.getItem('chatSessionId'))).not.toBe('B'.repeat(32));
    await screenshot(page, 'widget-session-ended-de-1280');
    await page.context().close();
  });

  describe('with settings changed by the admin', () => {
    let admin: Page;
    beforeAll(async () => {
      admin = await newPage(s.browser);
      await admin.goto(`${s.app.url}/admin/login`);
      await admin.getByRole('button', { name: 'Create an account' }).click();
      await admin.getByLabel('Display name').fill('Owner');
      await admin.getByLabel('Email').fill('owner@widget.example');
      await admin.getByLabel('Password').fill('correct-horse');
      await admin.getByRole('button', { name: 'Create account' }).click();
      await admin.waitForURL('**/admin/dashboard');
    });
    afterAll(() => admin?.context().close());

    const changeSettings = (patch: Record<string, Record<string, unknown>>) =>
      admin.evaluate(async (p) => {
        const current = await (await fetch('/api/v1/admin/settings')).json();
        for (const [section, values] of Object.entries(p)) Object.assign(current[section], values);
        const res = await fetch('/api/v1/admin/settings', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(current),
        });
        return res.status;
      }, patch);

    it("shows the admin's welcome for the language, else the default language's", async () => {
      expect(
        await changeSettings({
          chatbot: {
            welcomeMessage: 'Welcome to Northwind!',
            welcomeMessages: { fr: 'Bienvenue chez Northwind !' },
          },
        }),
      ).toBe(200);
      for (const [language, text] of [
        ['fr', 'Bienvenue chez Northwind !'],
        ['de', 'Welcome to Northwind!'],
      ]) {
        const page = await newPage(s.browser);
        await visit(page, s.app.url, language);
        await openWidget(page);
        await expect.poll(() => assistantMessages(page).first().textContent()).toContain(text);
        await page.context().close();
      }
    });

    it('applies the branding settings: accent colour, position and avatar initial', async () => {
      expect(
        await changeSettings({
          chatbot: { name: 'Nora' },
          branding: { accentColor: '#0f766e', position: 'bottom-left', avatarInitial: 'NW' },
        }),
      ).toBe(200);
      const page = await newPage(s.browser);
      await visit(page, s.app.url, 'en');
      await expect.poll(() => widget(page).getByTestId('chatbot-name').textContent()).toBe('Nora');
      expect(await widget(page).getByTestId('avatar-initial').textContent()).toBe('NW');
      expect(await headerColour(page)).toBe('rgb(15, 118, 110)');
      expect((await widget(page).boundingBox())?.x).toBe(16);
      await openWidget(page);
      await screenshot(page, 'widget-branding-1280');
      await page.context().close();
    });

    it("lets an embed's data- attributes override the branding, ignoring an unreadable accent", async () => {
      const page = await newPage(s.browser);
      await page.goto(host.url);
      const frameElement = page.locator('iframe[data-parley="widget"]');
      await expect.poll(() => frameElement.count()).toBe(1);
      expect(await frameElement.evaluate((f) => getComputedStyle(f).left)).toBe('16px');
      const frame = page.frameLocator('iframe[data-parley="widget"]');
      await expect.poll(() => frame.getByTestId('chatbot-name').textContent()).toBe('Shop help');
      expect(await frame.getByTestId('avatar-initial').textContent()).toBe('S');
      const colour = () => frame.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor);
      expect(await colour()).toBe('rgb(157, 23, 77)');
      await screenshot(page, 'embed-branding-1280');
      // A light accent would make the white header text unreadable: the settings' accent is kept.
      await page.goto(`${host.url}/?accent=%23fde047`);
      await expect.poll(() => frame.getByTestId('chatbot-name').textContent()).toBe('Shop help');
      expect(await colour()).toBe('rgb(15, 118, 110)');
      await page.context().close();
    });
  });
});
