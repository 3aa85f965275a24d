import { plainText } from '@/lib/security/sanitize';

/** Under the 160 characters search results show, with room for the ellipsis. */
export const META_DESCRIPTION_LENGTH = 155;
export const OG_DESCRIPTION_LENGTH = 200;

/** Cuts at the last word boundary that fits (ellipsis included); a single overlong word is cut hard. */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max); // the ellipsis replaces the space it is cut at
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** Description HTML as search engines and link previews read it: no tags, whitespace folded, cut to `max`. */
export function describe(html: string, max: number): string {
  return cutAtWord(plainText(html.replace(/<\/(p|li|h\d|div|tr)>|<br\s*\/?>/gi, ' ')), max);
}
