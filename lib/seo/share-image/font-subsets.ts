/** Code point ranges, inclusive, as a CSS `unicode-range` lists them. */
export type CodePointRanges = [number, number][];

/** `U+0000-00FF,U+0131,U+4E??` → [[0x0, 0xff], [0x131, 0x131], [0x4e00, 0x4eff]]. */
export function parseUnicodeRange(range: string): CodePointRanges {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?')) return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'f'), 16)];
      const [first, last = first] = part.split('-');
      return [parseInt(first, 16), parseInt(last, 16)];
    });
}

const covers = (ranges: CodePointRanges, codePoint: number) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * The subsets of a font split by `unicode-range` (as Fontsource ships it) that draw `text`: each
 * character's first subset in `subsets`' order, each subset named once, in that order. Characters
 * no subset has are left to the renderer.
 */
export function subsetsFor(text: string, subsets: [name: string, ranges: CodePointRanges][]): string[] {
  const needed = new Set<string>();
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (/\s/.test(character)) continue;
    const subset = subsets.find(([, ranges]) => covers(ranges, codePoint));
    if (subset) needed.add(subset[0]);
  }
  return subsets.map(([name]) => name).filter((name) => needed.has(name));
}
