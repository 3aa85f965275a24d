import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { TileLinks } from '@/lib/shop/catalogue';
import { resolveLink } from '@/lib/shop/data/landing-tiles';
import { TileGrid } from './tile-grid';

export type TileSource = { key: string; title: string; links: TileLinks; art?: ReactNode };

type ResolvedTilesProps = {
  locale: Locale;
  tiles: TileSource[];
  source?: 'catalogue' | 'garage';
  /** Leave out tiles whose listing would be empty instead of pointing them at a broader one. */
  hideEmpty?: boolean;
  columns?: string;
};

/**
 * Tiles that lead into the listing. Each shows how many products its listing holds; when the
 * catalogue has none at that level it points at the broader listing and says so.
 */
export async function ResolvedTiles({ locale, tiles, source = 'catalogue', hideEmpty = false, columns }: ResolvedTilesProps) {
  const t = await getTranslations({ locale, namespace: 'landing' });
  const resolved = [];
  for (const tile of tiles) resolved.push({ tile, link: await resolveLink(tile.links, source) });
  const shown = hideEmpty ? resolved.filter(({ link }) => link.exact && link.count > 0) : resolved;
  return (
    <TileGrid
      columns={columns}
      tiles={shown.map(({ tile, link }) => ({
        key: tile.key,
        title: tile.title,
        art: tile.art,
        href: link.href,
        subtitle: link.exact ? t('productCount', { count: link.count }) : t('browseRelated'),
      }))}
    />
  );
}
