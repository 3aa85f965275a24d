import 'server-only';
import { getTranslations } from 'next-intl/server';
import { SELECTION_KEYS, singleSelectedValue, type Selection } from '@/lib/shop/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { filterValueLabel } from './value-label';

export async function valueLabeler(locale: Locale) {
  const values = await getTranslations({ locale, namespace: 'listing.values' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  return (value: string) => filterValueLabel(value, values, vehicles);
}

/** The single selected filter names the page; with none or several it is the 'Product Collection'. */
export async function listingHeading(locale: Locale, selection: Selection): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'listing' });
  const label = await valueLabeler(locale);
  const single = singleSelectedValue(selection);
  return single ? label(single) : t('productCollection');
}

/**
 * The name search results show for a listing: the one-value filter groups its canonical keeps
 * (docs/decisions.md), e.g. 'ZN8 GR86 Hood' for the listing a landing tile links to, so no two
 * canonical listings share a title; 'Product Collection' when none is kept.
 */
export async function listingSearchName(locale: Locale, selection: Selection): Promise<string> {
  const label = await valueLabeler(locale);
  const kept = SELECTION_KEYS.filter((key) => selection[key].length === 1).map((key) => label(selection[key][0]));
  if (kept.length) return kept.join(' ');
  const t = await getTranslations({ locale, namespace: 'listing' });
  return t('productCollection');
}
