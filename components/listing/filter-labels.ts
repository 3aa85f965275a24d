import type { SelectionKey } from '@/lib/shop/catalogue';
import type { FilterGroup } from './filter-groups';
import { filterValueLabel, type Translate } from './value-label';

export type FilterOption = { value: string; label: string };
/** A filter group as the drawer shows it: its name and each value's label in the shopper's language. */
export type LabeledFilterGroup = { key: SelectionKey; label: string; options: FilterOption[] };

/**
 * Names every group and value once, where the groups are made: on the server for the URL listings,
 * so the drawer in the browser needs neither the vehicle table nor the value translations.
 */
export function labelFilterGroups(groups: readonly FilterGroup[], names: (key: string) => string, values: Translate, vehicles: Translate): LabeledFilterGroup[] {
  return groups.map((group) => ({
    key: group.key,
    label: names(group.key),
    options: group.options.map((value) => ({ value, label: filterValueLabel(value, values, vehicles) })),
  }));
}
