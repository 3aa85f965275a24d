import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseUnicodeRange, subsetsFor, type CodePointRanges } from './font-subsets';

export type ImageFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/**
 * Noto Sans JP from @fontsource/noto-sans-jp: one family for English, Spanish and Japanese text,
 * in two real weights, shipped with the app so no host font is needed. Fontsource splits it into
 * about 120 subsets by `unicode-range`; a card loads only the ones its text needs (English and
 * Spanish cards the two Latin ones, a Japanese card a few dozen small files more). The renderer
 * reads WOFF but not WOFF2. The files are read at run time, so next.config.ts names them for the
 * standalone build.
 */
const PACKAGE_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-jp');
const WEIGHTS = [400, 700] as const;
/** The family name the cards ask for: the Latin subset, which every card's text needs. */
export const IMAGE_FONT_FAMILY = 'Noto Sans JP latin';
/** Latin first, so a character two subsets both hold is drawn from the one every card loads. */
const PREFERRED = ['latin', 'latin-ext'];
/** Font lists kept for reuse: the renderer keeps a list's parsed fonts while the list lives. */
const KEPT_LISTS = 32;

let subsets: Promise<[string, CodePointRanges][]> | undefined;
const files = new Map<string, Promise<Buffer>>();
const lists = new Map<string, Promise<ImageFont[]>>();

async function loadSubsets(): Promise<[string, CodePointRanges][]> {
  const ranges = JSON.parse(await readFile(path.join(PACKAGE_DIR, 'unicode.json'), 'utf8')) as Record<string, string>;
  const rank = (name: string) => (PREFERRED.includes(name) ? PREFERRED.indexOf(name) : PREFERRED.length);
  return Object.entries(ranges)
    .map(([name, range]): [string, CodePointRanges] => [name.replace(/^\[(\d+)\]$/, '$1'), parseUnicodeRange(range)])
    .sort(([a], [b]) => rank(a) - rank(b));
}

function subsetFile(subset: string, weight: number): Promise<Buffer> {
  const file = path.join(PACKAGE_DIR, 'files', `noto-sans-jp-${subset}-${weight}-normal.woff`);
  let data = files.get(file);
  if (!data) {
    data = readFile(file);
    files.set(file, data);
    data.catch(() => files.delete(file));
  }
  return data;
}

async function loadList(names: string[]): Promise<ImageFont[]> {
  return Promise.all(
    names.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({ name: subset === 'latin' ? IMAGE_FONT_FAMILY : `Noto Sans JP ${subset}`, data: await subsetFile(subset, weight), weight, style: 'normal' as const })),
    ),
  );
}

/** The fonts that draw `text`, always with the Latin subset the card's family names. */
export async function imageFonts(text: string): Promise<ImageFont[]> {
  subsets ??= loadSubsets().catch((error: unknown) => {
    subsets = undefined;
    throw error;
  });
  const names = [...new Set(['latin', ...subsetsFor(text, await subsets)])];
  const key = names.join(',');
  let list = lists.get(key);
  if (!list) {
    list = loadList(names);
    lists.set(key, list);
    list.catch(() => lists.delete(key));
    if (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value as string);
  } else {
    lists.delete(key);
    lists.set(key, list);
  }
  return list;
}
