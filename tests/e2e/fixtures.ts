import { test as base, expect, type Page } from '@playwright/test';

/**
 * Pages are rendered on the server, so their buttons are visible before React has attached
 * their handlers; a click in that gap does nothing. Every navigation of every page these
 * tests open therefore waits for the client runtime to mark the page interactive.
 */
function waitForInteractive(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.ok()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    return response;
  };
}

/** What a test expects the browser to log: e.g. the 401 of a wrong password it types on purpose. */
export type ConsoleErrors = { allow: (pattern: RegExp) => void };

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  context: async ({ context }, provide) => {
    context.on('page', waitForInteractive);
    await provide(context);
  },
  /** Every test of every spec fails on a console error or an uncaught exception in any of its pages. */
  consoleErrors: [
    async ({ context }, provide) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // A document answered with 404 on purpose is asserted by its test through the status.
          if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
          seen.push(`${page.url()} ${message.text()} ${message.location().url ?? ''}`.trim());
        });
        page.on('pageerror', (error) => seen.push(`${page.url()} ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await provide({ allow: (pattern) => allowed.push(pattern) });
      expect(seen.filter((line) => !allowed.some((pattern) => pattern.test(line))), 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';
