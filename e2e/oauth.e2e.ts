import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

describe('sign-in with an OAuth provider', () => {
  const s = useAppAndBrowser({ GITHUB_CLIENT_ID: 'test-client', GITHUB_CLIENT_SECRET: 'test-secret' });

  it('offers the configured provider and opens its authorization page in a popup', async () => {
    const page = await newPage(s.browser);
    // GitHub is not reachable from the test machine; its page is answered locally.
    await page
      .context()
      .route('https://github.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>GitHub</h1>' }),
      );
    await page.goto(`${s.app.url}/admin/login`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/github\.com\/login\/oauth\/authorize/);
    const url = new URL(popup.url());
    expect(url.searchParams.get('client_id')).toBe('test-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${s.app.url}/api/v1/auth/callback/github`);
    await popup.close();
    await page.context().close();
  });
});
