'use client';
import useSWR from 'swr';
import { useLocale } from '#intl';
import { withCurrent } from '@/lib/client/client-listing';
import type { ProductSummary } from '@/lib/shop/catalogue';

/** The shop's current copy of saved products, in the page's language (SWR's fetcher; the cart's line names share it). */
export async function currentProducts([, ids, locale]: [string, string, string]): Promise<ProductSummary[]> {
  const response = await fetch(`/api/products/current?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids: ids.split(',').map(Number) }),
  });
  if (!response.ok) throw new Error(`current products: ${response.status}`);
  return (await response.json()).products;
}

/**
 * Saved lists show today's price and stock from the server. Until it answers the list is not
 * ready (skeletons rather than yesterday's prices); if it cannot answer, the saved copy is shown.
 * The names come back in the page's language, whichever page the product was saved on.
 */
export function useCurrentProducts(saved: ProductSummary[], savedReady: boolean): { products: ProductSummary[]; ready: boolean } {
  const locale = useLocale();
  const ids = saved.map((product) => product.id).slice(0, 100).join(',');
  const { data, error } = useSWR(savedReady && ids ? ['current-products', ids, locale] : null, currentProducts, { revalidateOnFocus: false });
  if (!savedReady) return { products: saved, ready: false };
  if (!ids || error) return { products: saved, ready: true };
  return data ? { products: withCurrent(saved, data), ready: true } : { products: saved, ready: false };
}
