import { listingHref, parseSelection, type Selection } from './listing-url';
import { categoriesForModel, type PerformanceCategory, type PerformancePart } from '@/lib/shop/catalogue/performance-parts';
import { productSlug } from '@/lib/shop/catalogue/slug';
import { vehicleBySlug } from '@/lib/shop/catalogue/vehicles';

/**
 * A landing tile names the listing it means and, after it, broader listings to fall back on:
 * the first that shows products is the one linked (see resolve-tiles.ts), so no tile leads
 * to an empty page when the catalogue has nothing at the finest level.
 */
export type TileLinks = { candidates: string[] };

export const SUSPENSION_SUBCATEGORIES = [
  'Coilovers / Springs',
  'Arms / Links',
  'Air Suspensions',
  'Shocks',
  'STRUT TOWER / POWER BRACES',
  'Sway bars',
  'Accessories',
] as const;

export const SUSPENSION_TYPE = 'Suspension Parts';
export const EXHAUST_TYPE = 'Exhaust';

const listing = (path: string, selection: Partial<Selection>): string => listingHref(`/store/products/${path}`, { selection });

const labelOf = (model: string) => vehicleBySlug(model)?.label ?? model;

export const exhaustListingHref = (): string => listing('exhaust', { productType: [EXHAUST_TYPE] });
export const suspensionListingHref = (): string => listing('suspension', { productType: [SUSPENSION_TYPE] });

export function vehicleListingHref(model: string): string {
  return listing(model, { vehicle: [labelOf(model)] });
}

/** A car model's listing of one product type: where the product page's breadcrumb words lead. */
export function vehicleTypeListingHref(model: string, type: string): string {
  return listing(model, { vehicle: [labelOf(model)], productType: [type] });
}

export function bodyTypeHref(model: string, type: string): string {
  return listing(`shop-body-parts/${model}/${productSlug(type)}`, { vehicle: [labelOf(model)], productType: [type] });
}

export function bodyGroupHref(model: string, group: { name: string; slug: string }): string {
  return listing(`shop-body-parts/${model}/${group.slug}`, { vehicle: [labelOf(model)], category: [group.name] });
}

export function suspensionVehicleHref(model: string): string {
  return listing(`suspension/${model}`, { vehicle: [labelOf(model)], productType: [SUSPENSION_TYPE] });
}

export function suspensionTileLinks(model: string, subCategory: string): TileLinks {
  return {
    candidates: [
      listing(`suspension/${model}/${productSlug(subCategory)}`, { vehicle: [labelOf(model)], productType: [SUSPENSION_TYPE], subCategory: [subCategory] }),
      suspensionVehicleHref(model),
    ],
  };
}

export function exhaustVehicleHref(model: string): string {
  return listing(`exhaust/${model}`, { vehicle: [labelOf(model)], productType: [EXHAUST_TYPE] });
}

/**
 * Performance parts span several product types (Intake, Brakes, Intercooler, Performance Parts),
 * so these links filter by the catalogue's sub category (the performance category) and final
 * sub category (the part) instead of by product type.
 */
export function performanceVehicleHref(model: string): string {
  return listing(`performance-parts/${model}`, { vehicle: [labelOf(model)], subCategory: categoriesForModel(model).map((c) => c.name) });
}

export function performanceCategoryHref(model: string, category: PerformanceCategory): string {
  return listing(`performance-parts/${model}/${category.slug}`, { vehicle: [labelOf(model)], subCategory: [category.name] });
}

export function performancePartLinks(model: string, category: PerformanceCategory, part: PerformancePart): TileLinks {
  return {
    candidates: [
      listing(`performance-parts/${model}/${category.slug}/${part.slug}`, { vehicle: [labelOf(model)], subCategory: [category.name], finalSubCategory: [part.name] }),
      performanceCategoryHref(model, category),
      performanceVehicleHref(model),
    ],
  };
}

export function performanceSubPartLinks(
  model: string,
  category: PerformanceCategory,
  part: PerformancePart,
  subPart: { name: string; slug: string },
): TileLinks {
  return {
    candidates: [
      listing(`performance-parts/${model}/${category.slug}/${part.slug}/${subPart.slug}`, {
        vehicle: [labelOf(model)],
        subCategory: [category.name],
        finalSubCategory: [subPart.name],
      }),
      performanceCategoryHref(model, category),
      performanceVehicleHref(model),
    ],
  };
}

export function garageSaleTileLinks(model: string): TileLinks {
  return { candidates: [listingHref('/garage-sale/store', { selection: { vehicle: [labelOf(model)] } }), '/garage-sale/store'] };
}

/** The filter a listing link stands for: only its query string counts, as on the listing page itself. */
export function selectionOfHref(href: string): Selection {
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
  return parseSelection(new URLSearchParams(query));
}
