import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

interface Reply {
  session_id: string;
  requires_clarification: boolean;
  clarification_options: string[];
  sources: { title: string }[];
}

describe('admin: Unanswered questions', () => {
  const s = useAppAndBrowser();
  const ask = async (message: string, session_id?: string): Promise<Reply> => {
    const res = await fetch(`${s.app.url}/api/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, language: 'en', session_id }),
    });
    return (await res.json()) as Reply;
  };
  const row = (page: Page, text: string) => page.getByTestId('unanswered-question').filter({ hasText: text });

  it('turns a visitor question into an alias and another into a new FAQ, prefilled', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/admin/login`);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Display name').fill('Owner');
    await page.getByLabel('Email').fill('owner@shop.example');
    await page.getByLabel('Password').fill('correct-horse');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/dashboard');
    // Recording is the admin's choice (off by default); switch it on through the settings API.
    const saved = await page.evaluate(async () => {
      const current = await (await fetch('/api/v1/admin/settings')).json();
      current.dataRetention.enableTrainingDataCollection = true;
      const res = await fetch('/api/v1/admin/settings', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(current),
      });
      return res.status;
    });
    expect(saved).toBe(200);

    // A visitor whose words match no FAQ well is offered related FAQs and picks the first one.
    const offer = await ask('my parcel never came');
    const [picked] = offer.clarification_options;
    if (!picked) throw new Error('expected related FAQs to be offered');
    await ask(picked, offer.session_id);
    await ask('what is the airspeed of an unladen swallow');

    await page.getByRole('link', { name: 'Unanswered questions' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/unanswered');
    const group = page.getByTestId('unanswered-group').filter({ hasText: picked });
    await expect.poll(() => group.getByText('1 confirmed by picking it').isVisible()).toBe(true);
    await expect.poll(() => row(page, 'airspeed of an unladen swallow').isVisible()).toBe(true);
    // Today's "not found" and picked button are drawn as bars, not an empty frame.
    const chart = page.getByRole('figure', { name: 'Unanswered questions per day' });
    await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-unanswered');

    await row(page, 'my parcel never came').getByRole('button', { name: 'Add as alias' }).click();
    await expect.poll(() => page.getByText('Alias added.').isVisible()).toBe(true);
    await expect.poll(() => row(page, 'my parcel never came').count()).toBe(0);
    const answered = await ask('my parcel never came');
    expect(answered.requires_clarification).toBe(false);
    expect(answered.sources[0]?.title).toBe(picked);

    await row(page, 'airspeed of an unladen swallow').getByRole('button', { name: 'New FAQ' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Question *').inputValue()).toBe(
      'what is the airspeed of an unladen swallow',
    );
    await screenshot(page, 'admin-unanswered-new-faq');
    await dialog.getByLabel('Answer *').fill('About 11 metres per second, for a European swallow.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('FAQ saved successfully!').isVisible()).toBe(true);
    await expect.poll(() => row(page, 'airspeed of an unladen swallow').count()).toBe(0);
    const faq = await ask('what is the airspeed of an unladen swallow');
    expect(faq.sources[0]?.title).toBe('what is the airspeed of an unladen swallow');
    await screenshot(page, 'admin-unanswered-after');
    await page.context().close();
  });
});
