import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The chat widget on a page, and its last assistant message. */
export const widget = (page: Page) => page.getByTestId('chat-widget');
export const lastAnswer = (page: Page) => widget(page).locator('li[data-role="assistant"]').last();

/** Opens the collapsed widget by its chat bar (labelled in the page's language). */
export async function openWidget(page: Page) {
  await widget(page)
    .getByRole('button', { name: /open chat|abrir el chat|打开聊天|فتح الدردشة/i })
    .click();
  await expect.poll(() => widget(page).getAttribute('data-state')).toBe('expanded');
}

/** Types a message into the widget and sends it with Enter. */
export async function ask(page: Page, text: string) {
  const input = widget(page).getByRole('textbox');
  await input.fill(text);
  await input.press('Enter');
}

/** Waits until the last assistant message holds `text` (a streamed reply takes a moment). */
export async function expectAnswer(page: Page, text: string, timeout = 15_000) {
  await expect.poll(() => lastAnswer(page).textContent(), { timeout }).toContain(text);
}
