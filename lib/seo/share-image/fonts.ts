import 'server-only';
import { readFile } from 'node:fs/promises';
import { fontFromCollection } from './font-collection';

export type ImageFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/**
 * Noto Sans CJK from the system (Debian's fonts-noto-cjk, which the test browser needs too):
 * one family for Latin, Spanish and Japanese text, in two real weights. Face 0 of each
 * collection is the Japanese one. Without it the renderer's own Latin font is used, and
 * Japanese words cannot be drawn.
 */
const CJK_COLLECTIONS = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', weight: 400 },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', weight: 700 },
] as const;
const JAPANESE_FACE = 0;

async function load(): Promise<ImageFont[] | undefined> {
  try {
    return await Promise.all(
      CJK_COLLECTIONS.map(async ({ file, weight }) => ({
        name: 'Noto Sans CJK JP',
        // A system file, not ours: without the comment the build's file tracer cannot scope the
        // path and copies the whole project (sources, tests, docs) into .next/standalone.
        data: fontFromCollection(await readFile(/* turbopackIgnore: true */ file), JAPANESE_FACE),
        weight,
        style: 'normal' as const,
      })),
    );
  } catch {
    return undefined;
  }
}

let fonts: Promise<ImageFont[] | undefined> | undefined;

/** Read once per process; the same array each time lets the renderer keep its parsed fonts. */
export function imageFonts(): Promise<ImageFont[] | undefined> {
  fonts ??= load();
  return fonts;
}
