import { PRODUCT_TYPES } from '@/lib/shop/catalogue/filters';
import { CARBON_FIBER_TYPES, carbonFiberHref, carbonFiberPartsHref } from '@/lib/shop/catalogue/navigation';
import { categoriesForModel } from '@/lib/shop/catalogue/performance-parts';
import { VEHICLES } from '@/lib/shop/catalogue/vehicles';
import { BODY_GROUPS } from '../body-parts';
import {
  SUSPENSION_SUBCATEGORIES,
  bodyGroupHref,
  bodyTypeHref,
  exhaustListingHref,
  exhaustVehicleHref,
  garageSaleTileLinks,
  performanceCategoryHref,
  performancePartLinks,
  performanceSubPartLinks,
  performanceVehicleHref,
  suspensionListingHref,
  suspensionTileLinks,
  suspensionVehicleHref,
  vehicleListingHref,
  vehicleTypeListingHref,
} from './landing-links';

/**
 * Every listing address the shop itself links to (menus, landing tiles with their fallbacks,
 * the product page's breadcrumb, the old shop's redirects), built from the same functions that
 * write those links. The page cache keeps exactly these (with any sort and the first pages), so
 * its size follows the catalogue's vocabulary, not what a crafted query asks for.
 */
export function shopListingLinks(): string[] {
  const links: string[] = [
    exhaustListingHref(),
    suspensionListingHref(),
    carbonFiberPartsHref(),
    ...CARBON_FIBER_TYPES.map(carbonFiberHref),
  ];
  for (const { slug: model } of VEHICLES) {
    links.push(vehicleListingHref(model), suspensionVehicleHref(model), exhaustVehicleHref(model), performanceVehicleHref(model));
    links.push(...garageSaleTileLinks(model).candidates);
    for (const type of PRODUCT_TYPES) {
      links.push(bodyTypeHref(model, type), vehicleTypeListingHref(model, type));
    }
    for (const group of BODY_GROUPS) links.push(bodyGroupHref(model, group));
    for (const subCategory of SUSPENSION_SUBCATEGORIES) links.push(...suspensionTileLinks(model, subCategory).candidates);
    for (const category of categoriesForModel(model)) {
      links.push(performanceCategoryHref(model, category));
      for (const part of category.parts) {
        links.push(...performancePartLinks(model, category, part).candidates);
        for (const subPart of part.subParts) links.push(...performanceSubPartLinks(model, category, part, subPart).candidates);
      }
    }
  }
  return links;
}
