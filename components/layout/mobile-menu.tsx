'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import type { VehicleSectionKey } from '@/lib/catalog/navigation';
import { MenuIcon } from './icons';

export type NavLink = { href: string; label: string };
export type MenuSection = { key: VehicleSectionKey; label: string; base: string };
/** A vehicle line and its generations, the same under every section: a generation's page is the section's base + its slug. */
export type MenuLine = { line: string; label: string; generations: { slug: string; label: string }[] };
export type MobileMenuLabels = {
  open: string;
  close: string;
  back: string;
  carbonFiber: string;
  garageSale: string;
  faqs: string;
  shopAll: string;
  menu: string;
};
type MobileMenuProps = { sections: MenuSection[]; lines: MenuLine[]; carbon: NavLink[]; labels: MobileMenuLabels };

// The panel (its rows, the language and currency pickers' placement) is code only a shopper who opens the menu needs.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = dynamic(() => loadPanel().then((loaded) => loaded.MobileMenuPanel), { ssr: false });

/**
 * The phone menu's button. A press starts fetching the panel; the click mounts it with `open` set, and the
 * panel opens itself as soon as its code has arrived, so the first tap is never lost.
 */
export function MobileMenu({ sections, lines, carbon, labels }: MobileMenuProps) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className="rounded p-2 hover:bg-white/10 lg:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {mounted && <MobileMenuPanel sections={sections} lines={lines} carbon={carbon} labels={labels} open={open} onClosed={() => setOpen(false)} />}
    </>
  );
}
