import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/**
 * @axe-core/playwright 4.10 injects its own axe-core 4.10, which misses what the project's axe-core
 * (package.json, the version issue 27 measured with) finds: 4.14's label-content-name-mismatch reads
 * full-width brackets as brackets. Every check injects the project's version instead.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe on the page (or the part `include` selects), as the project's axe-core version sees it. */
export const axe = (page: Page) => new AxeBuilder({ page, axeSource });

/** The serious and critical violations, as 'rule: first targets' lines. */
export async function seriousProblems(page: Page, include?: string): Promise<string[]> {
  const builder = axe(page);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}
