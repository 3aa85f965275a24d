'use client';
import useSWR from 'swr';
import { useLocale } from '#intl';
import type { Locale } from '@/lib/i18n/routing';
import type { CartLine } from '@/lib/shop/cart';
import { idsToRename, lineName } from '@/lib/shop/cart';
import { useCart } from '@/lib/client/stores/cart';
import { currentProducts } from '@/components/listing/use-current-products';

/**
 * A cart line's name in the page's language. Every line of the cart asks with the same key, so
 * SWR sends one request, and only when some line was added on a page in another language.
 * Until it answers (or if it fails) the stored name shows, marked with its language.
 */
export function useLineName(line: CartLine): { name: string; lang: Locale | undefined } {
  const locale = useLocale();
  const ids = useCart((state) => idsToRename(state.value, locale).join(','));
  const { data } = useSWR(ids ? ['current-products', ids, locale] : null, currentProducts, { revalidateOnFocus: false });
  return lineName(line, locale, data);
}
