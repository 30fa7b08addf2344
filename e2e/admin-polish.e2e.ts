import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

describe('admin polish', () => {
  const s = useAppAndBrowser();
  const owner = { email: 'owner@polish.example', password: 'correct-horse' };
  let registered = false;

  /** The first account becomes the admin; later tests sign in with it. */
  async function signInAsOwner(page: Page) {
    await page.goto(`${s.app.url}/admin/login`);
    if (!registered) {
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByLabel('Display name').fill('Owner');
      registered = true;
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill(owner.password);
      await page.getByRole('button', { name: 'Create account' }).click();
    } else {
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password').fill(owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/dashboard');
  }

  const createFaq = (page: Page, faq: unknown) =>
    page.evaluate(async (body) => {
      const res = await fetch('/api/v1/admin/faqs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, faq);

  it('searches FAQs in every language version and counts with plural rules', async () => {
    const page = await newPage(s.browser);
    await signInAsOwner(page);
    expect(
      await createFaq(page, {
        question: 'Can I pay by bank transfer?',
        answer: 'Yes, within 7 days.',
        translations: { de: { question: 'Kann ich per Überweisung zahlen?', answer: 'Ja, gern.' } },
      }),
    ).toBe(201);
    expect(await createFaq(page, { question: 'Do you sell kayaks?', answer: 'Not yet.' })).toBe(201);
    await page.goto(`${s.app.url}/admin/faq-management`);
    await page.getByLabel('Search FAQs').fill('Überweisung');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expect
      .poll(() => page.getByRole('cell', { name: /Can I pay by bank transfer/ }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('2 languages', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1 FAQ', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Search FAQs').fill('kayaks');
    await expect.poll(() => page.getByText('1 language', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Search FAQs').fill('');
    await expect.poll(() => page.getByText(/^\d+ FAQs$/).isVisible()).toBe(true);
    await screenshot(page, 'admin-faqs-search-1280');
    await page.context().close();
  });

  it('collapses the desktop sidebar and remembers it', async () => {
    const page = await newPage(s.browser);
    await signInAsOwner(page);
    const sidebar = page.getByTestId('sidebar');
    // The URL changes before the admin shell has loaded the session and rendered.
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await screenshot(page, 'admin-sidebar-collapsed-1280');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(true);
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps the FAQ table actions on screen at 375 px', async () => {
    const page = await newPage(s.browser, MOBILE);
    await signInAsOwner(page);
    await page.goto(`${s.app.url}/admin/faq-management`);
    const edit = page.getByRole('button', { name: 'Edit' }).first();
    await edit.waitFor();
    const box = await edit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'admin-faqs-375');
    await edit.click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.context().close();
  });

  it("shows a refused setting's reason under it, in the spec's words, and returns it to the saved value", async () => {
    const page = await newPage(s.browser);
    await signInAsOwner(page);
    await page.goto(`${s.app.url}/admin/settings`);
    const entries = page.getByLabel('Cache entries');
    await entries.fill('1050');
    await expect
      .poll(() => page.getByTestId('error-cache.maxEntries').textContent())
      .toBe('Cache entries must be in steps of 100');
    await expect.poll(() => entries.inputValue()).toBe('1000');
    await expect
      .poll(() => page.getByText('Failed to save settings', { exact: true }).isVisible())
      .toBe(true);
    const expiry = page.getByLabel('Cache expiration (minutes)');
    await expiry.fill('2000');
    await expect
      .poll(() => page.getByTestId('error-cache.expirationTime').textContent())
      .toBe('Cache expiration must be between 5 minutes and 24 hours');
    await expect.poll(() => expiry.inputValue()).toBe('30');
    const ttl = page.getByLabel('Session TTL (days)');
    await ttl.fill('120');
    await expect
      .poll(() => page.getByTestId('error-session.ttl').textContent())
      .toBe('Session TTL must be between 1 and 90 days');
    await expect.poll(() => ttl.inputValue()).toBe('30');
    // An accent white text cannot be read on is refused by the contrast check.
    const accent = page.getByLabel('Accent colour');
    await accent.fill('#fde047');
    await expect
      .poll(() => page.getByTestId('error-branding.accentColor').textContent())
      .toBe('Accent colour is too light: white text on it needs a contrast of at least 4.5:1 (WCAG AA)');
    await expect.poll(() => accent.inputValue()).toBe('#4f46e5');
    await screenshot(page, 'admin-settings-errors-1280');
    const saved = await page.evaluate(
      async () => (await (await fetch('/api/v1/admin/settings')).json()).cache,
    );
    expect(saved).toMatchObject({ maxEntries: 1000, expirationTime: 30 });
    // A good value saves and clears the messages.
    await entries.fill('1100');
    await expect.poll(() => page.getByText('Settings saved successfully').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('error-cache.maxEntries').count()).toBe(0);
    await page.context().close();
  });

  it("offers the spec's default languages by name and a welcome message per language", async () => {
    const page = await newPage(s.browser, MOBILE);
    await signInAsOwner(page);
    await page.goto(`${s.app.url}/admin/settings`);
    const select = page.getByLabel('Default language');
    await select.waitFor();
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Dutch',
      'Polish',
      'Russian',
      'Japanese',
      'Korean',
      'Chinese',
    ]);
    await page.getByText('Welcome message in other languages').click();
    await page.getByLabel('Welcome message (Español)').fill('¡Bienvenido a Northwind!');
    await expect.poll(() => page.getByText('Settings saved successfully').first().isVisible()).toBe(true);
    await screenshot(page, 'admin-settings-375');
    const pub = await page.evaluate(
      async () => (await (await fetch('/api/v1/settings/public')).json()).chatbot,
    );
    expect(pub.welcomeMessages).toEqual({ es: '¡Bienvenido a Northwind!' });
    await page.context().close();
  });

  it('says honestly, without mail set up, that no reset link can be sent and who can help', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/admin/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const note = page.getByRole('status');
    await expect.poll(() => note.textContent()).toContain('Email is not set up on this server.');
    expect(await note.textContent()).toContain('npm run parley -- reset-password <email>');
    expect(await page.getByRole('button', { name: 'Send reset link' }).isVisible()).toBe(false);
    expect(await page.getByText('is on its way').count()).toBe(0);
    await screenshot(page, 'admin-reset-without-mail-1280');
    await page.context().close();
  });
});
