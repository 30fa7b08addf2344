import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoFaqs } from '../apps/server/src/data/demo-data.ts';
import { MOBILE, newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

async function register(page: Page, url: string, name: string, email: string, password: string) {
  await page.goto(`${url}/admin/login`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('admin', () => {
  const s = useAppAndBrowser();

  it('makes the first account an admin that lands on the dashboard', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/admin`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    await register(page, s.app.url, 'Owner', 'owner@shop.example', 'correct-horse');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/dashboard');
    await expect.poll(() => page.getByTestId('card-Total FAQs').textContent()).toBe(String(demoFaqs.length));
    await expect.poll(() => page.getByText('Administrator', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('avatar').textContent()).toBe('OW');
    await screenshot(page, 'admin-dashboard');
    await page.context().close();
  });

  it('keeps a second registration out of every admin screen and route', async () => {
    const page = await newPage(s.browser);
    await register(page, s.app.url, 'Visitor', 'visitor@shop.example', 'another-pass');
    await expect.poll(() => page.getByRole('heading', { name: 'Waiting for access' }).isVisible()).toBe(true);
    for (const path of ['/admin/faq-management', '/admin/settings', '/admin/users']) {
      await page.goto(`${s.app.url}${path}`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Waiting for access' }).isVisible())
        .toBe(true);
    }
    const status = await page.evaluate(async () => (await fetch('/api/v1/admin/faqs')).status);
    expect(status).toBe(403);
    await page.context().close();
  });

  it('creates, edits and deletes a FAQ with a Spanish version that the widget then answers', async () => {
    const admin = await newPage(s.browser);
    await signInAsOwner(admin);
    await admin.goto(`${s.app.url}/admin/faq-management`);
    await admin.getByRole('button', { name: 'Add FAQ' }).click();
    await admin.getByLabel('Question *').fill('Do you sell fishing licences?');
    await admin.getByLabel('Answer *').fill('Yes, fishing licences cost 15 euros per weekend.');
    await admin.getByRole('tab', { name: 'ES' }).click();
    await admin.getByLabel('Question', { exact: true }).fill('¿Venden licencias de pesca?');
    await admin
      .getByLabel('Answer', { exact: true })
      .fill('Sí, vendemos licencias de pesca desde 15 euros por fin de semana.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => admin.getByText('FAQ saved successfully!').isVisible()).toBe(true);
    await admin.getByLabel('Search FAQs').fill('fishing licences');
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await screenshot(admin, 'admin-faqs');

    const visitor = await newPage(s.browser);
    await visitor.goto(`${s.app.url}/chat`);
    await visitor.getByTestId('chat-widget').getByRole('button', { name: 'Open chat' }).click();
    const input = visitor.getByTestId('chat-widget').getByRole('textbox');
    await input.fill('¿Puedo comprar una licencia de pesca?');
    await input.press('Enter');
    await expect
      .poll(() => visitor.locator('li[data-role="assistant"]').last().textContent())
      .toContain('desde 15 euros');

    await admin.getByRole('button', { name: 'Edit' }).click();
    await admin.getByLabel('Answer *').fill('Yes, fishing licences cost 20 euros per weekend.');
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => admin.getByText('FAQ saved successfully!').isVisible()).toBe(true);
    admin.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to delete this FAQ?');
      void d.accept();
    });
    await admin.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => admin.getByText('FAQ deleted successfully!').isVisible()).toBe(true);
    await visitor.context().close();
    await admin.context().close();
  });

  it('saves a settings change that the widget shows, and works at 375 px', async () => {
    const admin = await newPage(s.browser, MOBILE);
    await signInAsOwner(admin);
    await admin.goto(`${s.app.url}/admin/settings`);
    const name = admin.getByLabel('Chatbot name');
    await name.fill('Nora');
    await expect.poll(() => admin.getByText('Settings saved successfully').first().isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Open sidebar' }).click();
    await expect.poll(async () => (await admin.getByTestId('sidebar').boundingBox())?.x).toBe(0);
    await screenshot(admin, 'admin-sidebar-mobile');
    const visitor = await newPage(s.browser);
    await visitor.goto(`${s.app.url}/chat`);
    await expect.poll(() => visitor.getByTestId('chatbot-name').textContent()).toBe('Nora');
    await visitor.context().close();
    await admin.context().close();
  });

  it('opens the browsable API reference from the Users page, served without any outside site', async () => {
    const page = await newPage(s.browser);
    const outside: string[] = [];
    page.context().on('request', (r) => {
      if (!r.url().startsWith(s.app.url)) outside.push(r.url());
    });
    await signInAsOwner(page);
    await page.goto(`${s.app.url}/admin/users`);
    const [reference] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'API reference' }).click(),
    ]);
    await expect.poll(() => reference.getByText('Parley API').first().isVisible()).toBe(true);
    await expect.poll(() => reference.getByText('/api/v1/admin/faqs/{id}').first().isVisible()).toBe(true);
    await screenshot(reference, 'admin-api-reference');
    expect(outside).toEqual([]);
    await page.context().close();
  });

  it('shows the spec texts for a wrong password, an unknown email and too many attempts', async () => {
    const page = await newPage(s.browser);
    await signIn(page, s.app.url, 'nobody@shop.example', 'whatever1');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Authentication ErrorNo admin account found with this email.');
    await signIn(page, s.app.url, 'owner@shop.example', 'nope');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Incorrect password. Please try again.');
    await signIn(page, s.app.url, 'owner', 'x');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please enter a valid email address.');
    for (let i = 0; i < 5; i++) await signIn(page, s.app.url, 'owner@shop.example', 'nope');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Too many failed attempts. Please try again later.');
    await page.context().close();
  });

  async function signInAsOwner(page: Page) {
    await signIn(page, s.app.url, 'owner@shop.example', 'correct-horse');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/dashboard');
  }
});
