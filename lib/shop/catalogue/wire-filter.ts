import type { Selection } from './listing/listing-url';
import type { ProductFilter } from './types';

/*
 * The spec's wire filter (000 §7): how the remote shop server and this site's public listing API
 * (POST /api/products/filter and its kin) name a selection. Only those two borders speak it; the
 * shop itself speaks `Selection`. On the wire `category` is the product type and the body-part
 * groups (a product's `category` in the shop) travel as `super_category`.
 */

export const emptyWireFilter = (): ProductFilter => ({
  car_model: [],
  brand: [],
  category: [],
  wheel_size: [],
  make_material: [],
  super_category: [],
  subcategory: [],
  final_subcategory: [],
  label: [],
});

export function wireFilterOf(selection: Selection): ProductFilter {
  return {
    ...emptyWireFilter(),
    car_model: selection.vehicles,
    brand: selection.brands,
    category: selection.productTypes,
    wheel_size: selection.wheelSizes,
    make_material: selection.materials,
    super_category: selection.categories,
    subcategory: selection.subCategories,
    final_subcategory: selection.finalSubCategories,
  };
}

/** A wire filter in the shop's words. `label` names nothing the shop filters on, so it is dropped. */
export function selectionOfWire(filter: ProductFilter): Selection {
  return {
    vehicles: filter.car_model,
    materials: filter.make_material,
    categories: filter.super_category,
    productTypes: filter.category,
    brands: filter.brand,
    wheelSizes: filter.wheel_size,
    subCategories: filter.subcategory,
    finalSubCategories: filter.final_subcategory,
  };
}
