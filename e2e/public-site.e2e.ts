import { describe, expect, it } from 'vitest';
import { MOBILE, newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

describe('public site', () => {
  const s = useAppAndBrowser();

  it.each([
    [
      '/',
      [
        'Chat in any language with AI assistance',
        'Start Chatting',
        'Learn More',
        'Multi-language Support',
        'Instant Responses',
        'Knowledge Base',
        'No Login Required',
        'Ready to dive in? Start using our chatbot today.',
        'Go to Chat',
      ],
    ],
    [
      '/chat',
      ['24/7 availability', 'Multilingual', 'Secure', 'How it works', 'How long does shipping take?'],
    ],
    ['/about', ['About Parley']],
    ['/contact', ['Contact information', 'We usually respond within 24 hours', 'Send Message']],
    ['/terms', ['Terms of Service', 'Acceptable use']],
    ['/privacy', ['Privacy Policy', 'What is stored']],
    ['/no/such/page', ['Page not found', 'Go back home']],
  ])('%s shows its key texts', async (path, texts) => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}${path}`);
    for (const text of texts)
      await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, `desktop${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
    await page.context().close();
  });

  it('navigates with the top navigation and the footer links', async () => {
    const page = await newPage(s.browser);
    await page.goto(s.app.url);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [label, path] of [
      ['Chat', '/chat'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    }
    const footer = page.getByRole('contentinfo');
    for (const [label, path, heading] of [
      ['Terms of Service', '/terms', 'Terms of Service'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['About', '/about', 'About Parley'],
      ['Contact', '/contact', 'Contact us'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    }
    expect(await footer.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    await page.context().close();
  });

  it('links Learn More to the features and the buttons to the chat, and 404 goes back home', async () => {
    const page = await newPage(s.browser);
    await page.goto(s.app.url);
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#features');
    await page.getByRole('link', { name: 'Go to Chat' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/chat');
    await page.goto(`${s.app.url}/missing`);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('opens, uses and closes the mobile menu at 375 px', async () => {
    const page = await newPage(s.browser, MOBILE);
    await page.goto(s.app.url);
    await screenshot(page, 'mobile-home');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menuButton = page.getByRole('button', { name: 'Close menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'mobile-menu-open');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);
    await screenshot(page, 'mobile-contact');
    await page.context().close();
  });

  it('switches the site to Spanish and Arabic (right to left) and remembers the choice', async () => {
    const page = await newPage(s.browser);
    await page.goto(s.app.url);
    await page.locator('#site-language').selectOption('es');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Chatea en cualquier idioma con ayuda de la IA');
    expect(await page.evaluate(() => localStorage.getItem('lastUsedLanguage'))).toBe('es');
    await page.locator('#site-language').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await screenshot(page, 'desktop-home-ar');
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('تحدث بأي لغة بمساعدة الذكاء الاصطناعي');
    await page.context().close();
  });

  it('a common-question card asks the chat widget', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/chat`);
    await page.evaluate(() => {
      window.addEventListener('parley:ask', (e) => {
        (window as unknown as { asked: string }).asked = (
          e as CustomEvent<{ question: string }>
        ).detail.question;
      });
    });
    await page.getByTestId('question-card').first().click();
    expect(await page.evaluate(() => (window as unknown as { asked?: string }).asked)).toBe(
      'How long does shipping take?',
    );
    await page.context().close();
  });

  it('sends the contact form, shows Sending..., then success and an empty form', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/contact`);
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Order 1234');
    await page.getByLabel('Message', { exact: true }).fill('Where is my parcel?');
    await page.route('**/api/v1/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect.poll(() => sending.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByText('Thank you for your message! We will get back to you soon.').isVisible())
      .toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });

  it('shows the server error when the contact form fails', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/contact`);
    await page.route('**/api/v1/contact', (route) =>
      route.fulfill({
        status: 412,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'email_not_configured',
            message: 'Email service is not properly configured. Please try again later or contact support.',
          },
        }),
      }),
    );
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hi');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Email service is not properly configured. Please try again later or contact support.');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ada');
    await page.context().close();
  });
});
