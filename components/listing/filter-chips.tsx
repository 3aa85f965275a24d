import { Link } from '@/lib/i18n/link';
import { SELECTION_KEYS, hrefWith, parseSelection, toggleValue } from '@/lib/shop/catalogue';
import { filterValueLabel, type Translate } from './value-label';

type FilterChipsProps = {
  /** The listing's address without language prefix, and the query it shows. */
  path: string;
  query: string;
  values: Translate;
  vehicles: Translate;
  labels: { list: string; remove: (value: string) => string };
};

/**
 * One chip per filter value the address holds, each a link to the same listing without it: plain
 * links in the server's HTML, so they work without JavaScript and cost the page's code nothing.
 */
export function FilterChips({ path, query, values, vehicles, labels }: FilterChipsProps) {
  const params = new URLSearchParams(query);
  const selection = parseSelection(params);
  const chips = SELECTION_KEYS.flatMap((key) => selection[key].map((value) => ({ key, value, label: filterValueLabel(value, values, vehicles) })));
  if (!chips.length) return null;
  return (
    <ul aria-label={labels.list} className="flex flex-wrap gap-2" data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value}`}>
          <Link
            href={hrefWith(path, toggleValue(params, chip.key, chip.value))}
            aria-label={labels.remove(chip.label)}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold hover:border-brand hover:text-brand"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
