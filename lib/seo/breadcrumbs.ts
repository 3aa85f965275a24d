import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Locale } from '@/lib/i18n/routing';
import { vehicleListingHref, vehicleTypeListingHref } from '@/lib/shop/catalogue';
import { absoluteUrl, localizedPath } from './urls';
import { siteUrl } from './site';

export type VisibleCrumb = { label: string; href?: string | null };

/**
 * The BreadcrumbList of the breadcrumb a page shows, in the same order and words. Search
 * engines need a URL for every crumb but the last, so a middle crumb shown as plain text
 * (a level with no page of its own) is left out of the list.
 */
export function breadcrumbJsonLd(crumbs: VisibleCrumb[], locale: Locale, origin = siteUrl()): WithContext<BreadcrumbList> {
  const kept = crumbs.filter((crumb, index) => index === crumbs.length - 1 || crumb.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: kept.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href && index < kept.length - 1 ? { item: absoluteUrl(localizedPath(locale, crumb.href), origin) } : {}),
    })),
  };
}

/**
 * Under /store/product the breadcrumb shows car model and product type as text (spec 001);
 * their listings are what those words name, so the structured data links them there.
 */
export function productCrumbTargets(
  crumbs: VisibleCrumb[],
  product: { vehicles: readonly string[]; productType: string },
  vehicleLabel: string | undefined,
): VisibleCrumb[] {
  // The crumb names the part's own vehicle, its first.
  const [own] = product.vehicles;
  if (!vehicleLabel || !own) return crumbs;
  const vehicleListing = vehicleListingHref(own);
  const typeListing = vehicleTypeListingHref(own, product.productType);
  return crumbs.map((crumb, index) => {
    if (crumb.href || index === crumbs.length - 1) return crumb;
    if (crumb.label === vehicleLabel) return { ...crumb, href: vehicleListing };
    if (crumb.label === product.productType) return { ...crumb, href: typeListing };
    return crumb;
  });
}
