import 'server-only';
import { getTranslations } from 'next-intl/server';
import { singleSelectedFilter, type FilterSelection } from '@/lib/catalog/filters';
import type { Locale } from '@/lib/i18n/routing';
import { filterValueLabel } from './value-label';

export async function valueLabeler(locale: Locale) {
  const values = await getTranslations({ locale, namespace: 'listing.values' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  return (value: string) => filterValueLabel(value, values, vehicles);
}

/** The single selected filter names the page; with none or several it is the 'Product Collection'. */
export async function listingHeading(locale: Locale, selection: FilterSelection): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const label = await valueLabeler(locale);
  const single = singleSelectedFilter(selection);
  return single ? label(single) : t('productCollection');
}
