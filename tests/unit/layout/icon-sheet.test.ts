/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The icons are cells of one SVG sheet in globals.css, picked by each class's `--cell`
 * (globals.css, "Icons drawn by CSS masks"): a cell moved or a class pointing past the sheet
 * would draw the wrong icon, or half of two, with nothing else failing.
 */
const CSS = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
const MASK_ICONS = fs.readFileSync(path.join(process.cwd(), 'components/layout/icons.tsx'), 'utf8');

const sheet = decodeURIComponent(/--icon-sheet: url\("data:image\/svg\+xml,([^"]+)"\)/.exec(CSS)![1]);
/** Each drawing's place in the sheet: x and y of its 24-unit cell. */
const cells = [...sheet.matchAll(/<svg x='(\d+)' y='(\d+)' width='24' height='24'/g)].map(([, x, y]) => `${x},${y}`);
const cellOf = (rule: string) => Number(new RegExp(`${rule.replace(/[[\]'().]/g, '\\$&')} \\{[^}]*--cell: (\\d+);`).exec(CSS)?.[1]);

describe('the icon sheet', () => {
  it('is 14 cells wide and two rows high, as the mask sizes say', () => {
    expect(sheet).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 336 50'>/);
    expect(CSS).toContain('mask: var(--icon-sheet) calc(var(--cell) * 100% / 12) 0 / 1400% calc(5000% / 24) no-repeat;');
  });

  it.each([
    ['.icon-cart', 0],
    ['.icon-menu', 1],
    ['.icon-chevron-down', 2],
    ['.icon-search', 3],
    ['.icon-chat', 4],
    ['.icon-account', 5],
    ['.icon-garage', 6],
    ['.icon-heart', 7],
    [".group[aria-pressed='true'] .icon-heart", 8],
    ['.icon-thumb', 9],
    ['.icon-truck', 10],
    ['.icon-star', 11],
  ])('%s draws cell %i of the first row, which holds a drawing', (rule, cell) => {
    expect(cellOf(rule)).toBe(cell);
    expect(cells).toContain(`${cell * 26},0`);
  });

  it('has the logo in the last cell of the first row', () => {
    expect(cells).toContain('312,0');
    expect(CSS).toMatch(/\.logo-mark \{[^}]*background: var\(--icon-sheet\) 100% 0 \/ 1400% calc\(5000% \/ 24\) no-repeat;/);
  });

  it('has five outlined stars side by side, and five filled ones 130 units in', () => {
    for (let star = 0; star < 5; star++) {
      expect(cells).toContain(`${star * 24},26`);
      expect(cells).toContain(`${130 + star * 24},26`);
    }
  });

  it('has a class for every icon the layout draws by mask', () => {
    const names = [...MASK_ICONS.matchAll(/maskIcon\('([a-z-]+)'\)/g)].map(([, name]) => name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(Number.isInteger(cellOf(`.icon-${name}`))).toBe(true);
  });
});
