import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/** The checks every page must pass; the account journey runs them on the signed-in pages. */
export async function expectPhoneReady(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${path} scrolls sideways` })
    .toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(serious, `${path}: serious or critical accessibility problems`).toEqual([]);
}
