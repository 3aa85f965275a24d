import 'server-only';
import { cachedCount } from '@/lib/shop/data/cached-reads';
import { selectionOfHref, type TileLinks } from '@/lib/shop/catalogue';

export type ResolvedLink = { href: string; count: number; exact: boolean };
type Source = 'catalogue' | 'garage';

export async function countListing(href: string, source: Source = 'catalogue'): Promise<number> {
  return cachedCount(selectionOfHref(href), source === 'garage' ? 'garage' : 'catalogue');
}

/** The first candidate listing with products; the last one when none has any. */
export async function resolveLink(links: TileLinks, source: Source = 'catalogue'): Promise<ResolvedLink> {
  for (const [index, href] of links.candidates.entries()) {
    const count = await countListing(href, source);
    if (count > 0) return { href, count, exact: index === 0 };
  }
  return { href: links.candidates.at(-1) ?? '/store/products', count: 0, exact: links.candidates.length === 1 };
}
