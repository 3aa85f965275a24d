import { LOCALES } from '@/lib/i18n/routing';
import { titleFromSlug } from '@/lib/shop/catalogue/slug';
import { vehicleBySlug } from '@/lib/shop/catalogue/vehicles';
import type { ProductSummary } from './types';

/**
 * One breadcrumb. `labelKey` names a `breadcrumbs` message; a `catalogue` label is a catalogue word
 * (car model, product type) shown in the page's language; otherwise `label` is shown as is.
 * A crumb with `href` is a link, with `back` it returns to the previous page, else it is text.
 */
export type ProductCrumb = { label: string; labelKey?: string; catalogue?: boolean; href?: string; back?: boolean; current?: boolean };

/** Route names that have a page of their own, and where their crumb leads. */
const NAMED_SEGMENTS: Record<string, { labelKey: string; href?: string }> = {
  'new-arrivals': { labelKey: 'newArrivals', href: '/new-arrivals' },
  'hot-deals': { labelKey: 'hotDeals', href: '/#hot-deals' },
  related: { labelKey: 'related' },
};

const SKIPPED = new Set<string>(['store', 'products', ...LOCALES]);

const home: ProductCrumb = { label: 'home', labelKey: 'home', href: '/' };

/**
 * The spec's two variants. Under store/product ('product' second to last): car model and
 * category as text, then the product. Otherwise the path's own segments (without 'store',
 * 'products', language codes and numbers), the last one (the product) going back in history.
 */
export function productBreadcrumbs(
  pathname: string,
  product: Pick<ProductSummary, 'name' | 'vehicle' | 'carBrand' | 'productType'>,
): ProductCrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.at(-2) === 'product') {
    const vehicle = vehicleBySlug(product.vehicle)?.label ?? product.carBrand;
    return [
      home,
      ...(vehicle ? [{ label: vehicle, catalogue: true }] : []),
      ...(product.productType ? [{ label: product.productType, catalogue: true }] : []),
      { label: product.name, current: true },
    ];
  }
  const middle = segments
    .slice(0, -1)
    .filter((segment) => !SKIPPED.has(segment.toLowerCase()) && !/^\d+$/.test(segment))
    .map((segment): ProductCrumb => {
      const named = NAMED_SEGMENTS[segment.toLowerCase()];
      return named ? { label: segment, ...named } : { label: titleFromSlug(segment) };
    });
  return [home, ...middle, { label: product.name, back: true, current: true }];
}
