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
    car_model: selection.vehicle,
    brand: selection.brand,
    category: selection.productType,
    wheel_size: selection.wheelSize,
    make_material: selection.material,
    super_category: selection.category,
    subcategory: selection.subCategory,
    final_subcategory: selection.finalSubCategory,
  };
}

/** A wire filter in the shop's words. `label` names nothing the shop filters on, so it is dropped. */
export function selectionOfWire(filter: ProductFilter): Selection {
  return {
    vehicle: filter.car_model,
    material: filter.make_material,
    category: filter.super_category,
    productType: filter.category,
    brand: filter.brand,
    wheelSize: filter.wheel_size,
    subCategory: filter.subcategory,
    finalSubCategory: filter.final_subcategory,
  };
}
