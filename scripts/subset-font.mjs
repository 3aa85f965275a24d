#!/usr/bin/env node
// Writes lib/i18n/fonts/inter-latin-400-900.woff2, the one font every page preloads: Inter's variable
// Latin file (@fontsource-variable/inter) cut to the characters English and Spanish pages draw and to
// the weights the styles use (400 normal to 900 black). 48 KB becomes 30 KB; the preload sits in
// every page's critical path (docs/decisions.md, "Page weight"). Characters outside the set (Japanese,
// rarer currency signs) are drawn by the next font in --font-sans, as they already were.
//
//   node scripts/subset-font.mjs
import fs from 'node:fs';
import subsetFont from 'subset-font';

const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const TARGET = 'lib/i18n/fonts/inter-latin-400-900.woff2';

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
// Basic Latin, Latin-1 (Spanish letters, ¿ ¡, £ ¥), and the punctuation and signs the messages and prices use.
const characters = range(0x20, 0x7e) + range(0xa0, 0xff) + '€™–—‘’“”…•′″‹›←→↑↓−×·';

const font = await subsetFont(fs.readFileSync(SOURCE), characters, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 900 } },
});
fs.writeFileSync(TARGET, font);
console.log(`${TARGET}: ${font.length} bytes`);
