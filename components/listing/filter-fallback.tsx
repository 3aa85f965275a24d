import { getTranslations } from 'next-intl/server';
import { parseFilterSelection } from '@/lib/catalog/filter-selection';
import type { Locale } from '@/lib/i18n/routing';
import type { FilterGroup } from './filter-drawer';
import { FILTER_BUTTON_CLASS, FilterLabel } from './filter-label';
import { filterValueLabel } from './value-label';

type FilterFallbackProps = { locale: Locale; groups: readonly FilterGroup[]; query: string };

/**
 * Without JavaScript the drawer's button cannot open its panel: inside the listing's GET form, the
 * filters show as a disclosure whose ticks the form submits. Rendered by the server, so its markup
 * and the value labels (the vehicle table) stay out of the browser's code.
 */
export async function FilterFallback({ locale, groups, query }: FilterFallbackProps) {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const values = await getTranslations({ locale, namespace: 'listing.values' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const selected = parseFilterSelection(new URLSearchParams(query));
  const active = groups.reduce((count, group) => count + selected[group.param].length, 0);
  return (
    <noscript>
      <style>{'.filters-need-js{display:none}'}</style>
      <details className="w-full">
        <summary className={`${FILTER_BUTTON_CLASS} w-fit cursor-pointer`}>
          <FilterLabel text={t('filters')} active={active} />
        </summary>
        <div className="mt-2 grid gap-x-6 rounded border border-line p-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <fieldset key={group.param} className="py-2">
              <legend className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">{t(`groups.${group.param}`)}</legend>
              <ul className="space-y-1.5">
                {group.options.map((option) => (
                  <li key={option}>
                    <label className="flex cursor-pointer items-center gap-2 text-sm">
                      <input type="checkbox" name={group.param} value={option} defaultChecked={selected[group.param].includes(option)} className="h-4 w-4 accent-brand" />
                      {filterValueLabel(option, values, vehicles)}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          <button type="submit" className="mt-2 rounded bg-ink px-4 py-2.5 text-sm font-bold uppercase text-white hover:bg-brand sm:col-span-2 lg:col-span-3">
            {t('showResults')}
          </button>
        </div>
      </details>
    </noscript>
  );
}
