import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

describe('site polish', () => {
  const s = useAppAndBrowser();

  it('answers an unknown URL with status 404 and the 404 page, known pages with 200', async () => {
    const page = await newPage(s.browser);
    const missing = await page.goto(`${s.app.url}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Go back home' }).isVisible()).toBe(true);
    await screenshot(page, 'not-found-404-1280');
    for (const path of ['/', '/chat', '/about', '/contact', '/terms', '/privacy', '/admin/login'])
      expect((await page.goto(`${s.app.url}${path}`))?.status(), path).toBe(200);
    const api = await page.goto(`${s.app.url}/api/v1/no-such-route`);
    expect(api?.status()).toBe(404);
    expect(JSON.parse((await api?.text()) ?? '{}')).toMatchObject({ error: { code: 'not_found' } });
    await page.context().close();
  });
});
