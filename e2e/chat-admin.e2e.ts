import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const ADMIN = { email: 'owner@shop.example', password: 'correct-horse' };
const UNANSWERED = 'What is the airspeed of an unladen swallow?';

describe('admin: Chat Management, Analytics and contact messages', () => {
  const s = useAppAndBrowser();
  const rows = (page: Page) => page.getByTestId('session-row');

  async function signedIn(): Promise<Page> {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/admin/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/dashboard');
    return page;
  }

  beforeAll(async () => {
    // The first account becomes the administrator.
    const signUp = await fetch(`${s.app.url}/api/v1/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.app.url },
      body: JSON.stringify({ ...ADMIN, name: 'Owner' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const ask = async (message: string, language = 'en') => {
      const res = await fetch(`${s.app.url}/api/v1/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, language }),
      });
      if (!res.ok) throw new Error(`chat failed: ${res.status}`);
    };
    // 12 visitors, each a new session: one asks in French, one asks what the shop cannot answer.
    for (let i = 0; i < 10; i++) await ask('What are your opening hours?');
    await ask('Quels sont vos horaires ?', 'fr');
    await ask(UNANSWERED);
    await fetch(`${s.app.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Order 42',
        message: 'Where is my parcel?',
      }),
    });
  });

  it('lists, filters, pages, shows, exports, archives and deletes sessions', async () => {
    const page = await signedIn();
    page.on('dialog', (d) => void d.accept());
    await page.getByRole('link', { name: 'Chat Management' }).click();
    await expect.poll(() => page.getByTestId('stat-Total Sessions').textContent()).toBe('12');
    expect(await page.getByTestId('stat-Total Messages').textContent()).toBe('24');
    await expect.poll(() => rows(page).count()).toBe(10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => rows(page).count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await screenshot(page, 'admin-chat-management');

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter sessions' });
    await filters.getByLabel('Only sessions with unanswered questions').check();
    await screenshot(page, 'admin-chat-management-filters');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);

    await rows(page).first().getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Session details' });
    const transcript = details.getByRole('list', { name: 'Transcript' });
    await expect.poll(() => transcript.getByText(UNANSWERED).isVisible()).toBe(true);
    await expect.poll(() => transcript.getByText('Not found').isVisible()).toBe(true);
    // The reply is shown as the visitor saw it: its contact link is a link, not Markdown source.
    expect(await transcript.getByRole('link', { name: 'contact page' }).count()).toBeGreaterThan(0);
    expect(await transcript.textContent()).not.toContain('](/contact)');
    await screenshot(page, 'admin-chat-session-details');
    await details.getByRole('button', { name: 'Close' }).click();

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      rows(page).first().getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^[A-Za-z0-9_-]{32}\.json$/);
    const exported = JSON.parse(readFileSync(await json.path(), 'utf8')) as { messages: unknown[] };
    expect(exported.messages).toHaveLength(2);
    await expect.poll(() => page.getByText('Session exported successfully').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('chat-sessions.csv');
    const lines = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',fr,');

    const row = rows(page).first();
    await row.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => page.getByText('Session archived successfully').isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('button', { name: 'Archive' }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Session deleted successfully').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No sessions found.').isVisible()).toBe(true);
    await page.context().close();
  });

  it('draws the analytics charts and lists the unanswered question', async () => {
    const page = await signedIn();
    const renderErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('during render')) renderErrors.push(m.text());
    });
    await page.getByRole('link', { name: 'Analytics' }).click();
    // Each chart draws its marks and its axis, not only an empty surface.
    const marks = [
      ['Sessions and messages per day', '.recharts-bar-rectangle'],
      ['Replies by outcome', '.recharts-bar-rectangle'],
      ['Languages', '.recharts-pie-sector'],
      ['Busiest hours', '.recharts-bar-rectangle'],
    ] as const;
    for (const [chart, mark] of marks) {
      const drawn = page.getByTestId(`chart-${chart}`);
      await expect.poll(() => drawn.locator(mark).count(), chart).toBeGreaterThan(0);
      if (chart !== 'Languages')
        await expect
          .poll(() => drawn.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count(), chart)
          .toBeGreaterThan(0);
    }
    expect(renderErrors).toEqual([]);
    const unanswered = page.getByRole('region', { name: 'Most frequent unanswered questions' });
    await expect.poll(() => unanswered.getByText(UNANSWERED).isVisible()).toBe(true);
    await screenshot(page, 'admin-analytics');
    await unanswered.getByRole('link', { name: 'Review unanswered questions' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/unanswered');
    await page.context().close();
  });

  it('shows contact messages with their delivery status and counts unread ones on the bell', async () => {
    const page = await signedIn();
    await expect
      .poll(() => page.getByRole('button', { name: 'Notifications (1 new)' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Contact messages' }).click();
    const message = page.getByTestId('contact-message').filter({ hasText: 'Order 42' });
    await expect.poll(() => message.getByText('Mail not configured (only here)').isVisible()).toBe(true);
    expect(await message.getByRole('link', { name: 'Reply' }).getAttribute('href')).toBe(
      'mailto:ada@example.com?subject=Re%3A%20Order%2042',
    );
    await screenshot(page, 'admin-contact-messages');
    await message.getByRole('button', { name: 'Mark read' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Notifications (0 new)' }).isVisible())
      .toBe(true);
    page.on('dialog', (d) => void d.accept());
    await message.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No contact messages yet.').isVisible()).toBe(true);
    await page.context().close();
  });
});
