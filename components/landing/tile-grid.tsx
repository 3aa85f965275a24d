import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/link';

export type Tile = { key: string; title: string; href: string; subtitle?: string; art?: ReactNode; links?: { href: string; label: string }[] };

export function TileGrid({ tiles, columns = 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3' }: { tiles: Tile[]; columns?: string }) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${columns}`} data-testid="landing-tiles">
      {tiles.map((tile) => (
        <li key={tile.key} className="group relative flex flex-col overflow-hidden rounded-lg border border-line bg-white transition hover:border-brand hover:shadow-lg">
          {tile.art && <div className="flex aspect-[8/3] items-center justify-center bg-gradient-to-br from-ink to-[#2a2e36] px-6">{tile.art}</div>}
          <div className="flex flex-1 flex-col gap-1 p-4">
            <h2 className="text-base font-black uppercase leading-tight">
              <Link href={tile.href} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand">
                {tile.title}
              </Link>
            </h2>
            {tile.subtitle && <p className="text-sm text-muted">{tile.subtitle}</p>}
            {tile.links && (
              <ul className="relative z-10 mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold">
                {tile.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="text-brand hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
