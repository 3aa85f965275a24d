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

export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on('page', waitForInteractive);
    await provide(context);
  },
});

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';
