import { BRANDS, CAR_MODELS, CATEGORIES, MAKE_MATERIALS, PRODUCT_TYPES, WHEEL_SIZES } from '@/lib/shop/catalogue';
import { categoriesForModel } from '@/lib/shop/catalogue';
import { SUSPENSION_SUBCATEGORIES } from '@/lib/shop/catalogue';
import type { SelectionKey } from '@/lib/shop/catalogue';

/** A filter group as the catalogue knows it: the selection's group and its values (catalogue words). */
export type FilterGroup = { key: SelectionKey; options: readonly string[] };

export const CAR_MODEL_GROUPS: readonly FilterGroup[] = [{ key: 'vehicle', options: CAR_MODELS }];

/**
 * The drawer of the catalogue listings. Sub categories and final sub categories have too many
 * values for checkboxes; a link that sets one still shows it ticked so it can be removed.
 */
// The Supra has every performance category, so its list is the full one.
const PERFORMANCE_CATEGORIES = categoriesForModel('mk5-gr-supra').map((category) => category.name);

export function catalogueGroups(selected: { subCategory: string[]; finalSubCategory: string[] }): FilterGroup[] {
  const groups: FilterGroup[] = [
    { key: 'vehicle', options: CAR_MODELS },
    { key: 'material', options: MAKE_MATERIALS },
    { key: 'category', options: CATEGORIES },
    { key: 'productType', options: PRODUCT_TYPES },
    { key: 'brand', options: BRANDS },
    { key: 'wheelSize', options: WHEEL_SIZES },
    { key: 'subCategory', options: [...new Set([...SUSPENSION_SUBCATEGORIES, ...PERFORMANCE_CATEGORIES, ...selected.subCategory])] },
  ];
  if (selected.finalSubCategory.length) groups.push({ key: 'finalSubCategory', options: selected.finalSubCategory });
  return groups;
}
