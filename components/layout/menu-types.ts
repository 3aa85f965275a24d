import type { VehicleSectionKey } from '@/lib/shop/catalogue';

/** What the header's menus show, desktop and phone alike; the phone panel reads it without importing its button. */
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
