'use client';
import { lazyClient } from '@/components/ui/lazy-client';
import { useLazyPanel } from '@/lib/client/hooks/use-lazy-panel';
import type { MenuLine, MenuSection, MobileMenuLabels, NavLink } from './menu-types';
import { MenuIcon } from './icons';

export type { MenuLine, MenuSection, MobileMenuLabels, NavLink } from './menu-types';

type MobileMenuProps = { sections: MenuSection[]; lines: MenuLine[]; carbon: NavLink[]; labels: MobileMenuLabels };

// The panel (its rows, the language and currency pickers' placement) is code only a shopper who opens the menu needs.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazyClient(() => loadPanel().then((loaded) => loaded.MobileMenuPanel));

/** The phone menu's button; the panel's code is fetched on first intent (useLazyPanel). */
export function MobileMenu({ sections, lines, carbon, labels }: MobileMenuProps) {
  const panel = useLazyPanel(loadPanel);

  return (
    <>
      <button
        type="button"
        className="rounded p-2 hover:bg-white/10 lg:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
        {...panel.prefetch}
        onClick={panel.show}
      >
        <MenuIcon />
      </button>
      {panel.mounted && <MobileMenuPanel sections={sections} lines={lines} carbon={carbon} labels={labels} open={panel.open} onClosed={panel.hide} />}
    </>
  );
}
