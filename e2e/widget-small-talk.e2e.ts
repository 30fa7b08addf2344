import { describe, expect, it } from 'vitest';
import { newPage, screenshot } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';
import { ask, expectAnswer, lastAnswer, openWidget } from './support/widget.ts';

// Its own file, so its own app: the chat rate limit counts the messages of every test in a file.
describe('chat widget small talk', () => {
  const s = useAppAndBrowser();

  it('says what it is when asked, answers a request for a person with the demo FAQ about it, asks for more after a bare no and for the question when one is announced, then answers it', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/chat`);
    await openWidget(page);
    await ask(page, 'Are you a bot?');
    await expectAnswer(page, 'a virtual assistant');
    await screenshot(page, 'widget-about');
    await ask(page, 'Can I talk to a real person?');
    await expectAnswer(page, 'Our support team answers');
    expect(await lastAnswer(page).getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe(
      '/contact',
    );
    await screenshot(page, 'widget-human');
    await ask(page, 'no');
    await expectAnswer(page, 'Could you tell me a bit more about what you need?');
    await ask(page, 'Hi, I have a question');
    await expectAnswer(page, 'What would you like to know?');
    expect(await lastAnswer(page).getByRole('button').count()).toBe(0);
    await ask(page, 'How long does shipping take?');
    await expectAnswer(page, '3-5 business days');
    await screenshot(page, 'widget-opener');
    await page.context().close();
  });
});
