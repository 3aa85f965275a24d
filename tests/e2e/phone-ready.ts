import { seriousProblems } from './axe';
import { expect, type Page } from './fixtures';

/** The checks every page must pass; the account journey runs them on the signed-in pages. */
export async function expectPhoneReady(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${path} scrolls sideways` })
    .toBeLessThanOrEqual(0);
  expect(await seriousProblems(page), `${path}: serious or critical accessibility problems`).toEqual([]);
}
