import { isVehicleSlug } from '@/lib/shop/catalogue';
import { isListingSlugPath } from '@/lib/shop/catalogue';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/routing';

/**
 * The first path segments of the shop's pages under a language (the folders of app/[locale] and
 * its share image; tests/unit/http/unknown-page.test.ts holds the list to the folders).
 */
export const PAGE_ROOTS: ReadonlySet<string> = new Set([
  'account',
  'by-query',
  'car-models',
  'cart',
  'checkout',
  'contact-us',
  'dealer-program',
  'exhaust',
  'faqs',
  'garage-sale',
  'hot-deals',
  'international-orders',
  'login',
  'loyalty-rewards',
  'military-discount',
  'new-arrivals',
  'opengraph-image',
  'performance',
  'performance-parts',
  'privacy-policy',
  'related',
  'return-policy',
  'search',
  'shipping-policy',
  'shop-body-parts',
  'store',
  'suspension',
  'terms-and-conditions',
  'warranty-information',
]);

/** Landing pages whose second segment is a vehicle (`/exhaust/zn8`); their share image sits beside it. */
const VEHICLE_LANDINGS = new Set(['exhaust', 'suspension', 'shop-body-parts', 'performance-parts']);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The language of a page path and whether the path names no page, told from the path alone (no
 * catalogue read): a first segment that is no page of the shop (the not-found page's own address
 * included), a catalogue listing path of a shape the shop does not link to, or a landing page of a
 * vehicle the shop does not know. The pages say the same again when they render; a path that
 * needs the catalogue to tell (a product, a part), or one deeper under a page that exists
 * (`/faqs/x`), is left to its page.
 */
export function unknownPage(pathname: string): { locale: Locale } | null {
  // An address with a dot is a file or the checkout's old address (checkout.html), routed by next.config.
  if (pathname.includes('.')) return null;
  const segments = pathname.split('/').filter(Boolean).map(decoded);
  // An English address with its prefix is first sent to its address without one (next-intl).
  if (segments[0] === DEFAULT_LOCALE) return null;
  const prefix = segments[0];
  const locale = isLocale(prefix) ? prefix : DEFAULT_LOCALE;
  const [first, second, ...rest] = isLocale(prefix) ? segments.slice(1) : segments;
  if (first === undefined) return null;
  if (!PAGE_ROOTS.has(first)) return { locale };
  if (first === 'store' && second === 'products' && rest.length > 0) return isListingSlugPath(rest.map((segment) => segment.toLowerCase())) ? null : { locale };
  if (VEHICLE_LANDINGS.has(first) && second !== undefined && second !== 'opengraph-image' && !isVehicleSlug(second)) return { locale };
  return null;
}
