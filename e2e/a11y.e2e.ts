import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { useAppAndBrowser } from './support/suite.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the debugging protocol: the page's CSP rightly refuses inline scripts.
  await page.evaluate(AXE);
  const violations = (await page.evaluate('axe.run(document).then((r) => r.violations)')) as Violation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describeViolations = (list: Violation[]) =>
  list.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

describe('accessibility (axe-core)', () => {
  const s = useAppAndBrowser();

  it.each(['/', '/chat', '/about', '/contact', '/terms', '/privacy', '/missing', '/admin/login'])(
    '%s has no serious violations',
    async (path) => {
      const page = await newPage(s.browser);
      await page.goto(`${s.app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(describeViolations(await seriousViolations(page))).toEqual([]);
      await page.context().close();
    },
  );

  it('the open widget has no serious violations and works by keyboard alone', async () => {
    const page = await newPage(s.browser);
    await page.goto(`${s.app.url}/chat`);
    const launcher = page.getByTestId('chat-widget').getByRole('button', { name: 'Open chat' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const input = page.getByTestId('chat-widget').getByRole('textbox');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('How long does shipping take?');
    await page.keyboard.press('Enter');
    const log = page.getByRole('log');
    expect(await log.getAttribute('aria-live')).toBe('polite');
    await expect
      .poll(() => log.locator('li[data-role="assistant"]').last().textContent())
      .toContain('3-5 business days');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('chat-widget').getAttribute('data-state')).toBe('collapsed');
    await page.context().close();
  });
});
