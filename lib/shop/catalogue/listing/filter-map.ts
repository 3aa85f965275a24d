import { vehicleByLabel, vehicleBySlug } from '@/lib/shop/catalogue/vehicles';
import type { FilterSelection } from '@/lib/shop/catalogue/listing/selection';
import type { ProductFilter } from '../types';

export const emptyFilter = (): ProductFilter => ({
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

/**
 * Query-string names to the upstream filter body. The shop's `category` is the product type;
 * the Body Kit / Exterior / Interior / Lighting "categories" travel as `super_category`.
 */
export function filterFromSelection(selection: FilterSelection): ProductFilter {
  return {
    ...emptyFilter(),
    car_model: selection.carModels,
    brand: selection.brands,
    category: selection.productTypes,
    wheel_size: selection.wheelSizes,
    make_material: selection.makeMaterials,
    super_category: selection.categories,
    subcategory: selection.subCategories,
    final_subcategory: selection.finalSubCategories,
  };
}


/** Car models arrive as labels (filter checkboxes) or slugs (links); the database stores slugs. */
export function vehicleSlugs(values: string[]): string[] {
  return values.flatMap((value) => {
    const vehicle = vehicleBySlug(value.trim().toLowerCase()) ?? vehicleByLabel(value);
    return vehicle ? [vehicle.slug] : [];
  });
}
