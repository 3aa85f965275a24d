'use client';
import Image from '@/components/ui/shop-image';
import useSWR from 'swr';
import { useLocale, useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { textLang } from '@/lib/i18n/text-lang';
import { MAX_DROPDOWN_PRODUCTS, suggestedSearches } from '@/lib/shop/search';
import { postJson } from '@/lib/client/post-json';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { Price } from '@/components/ui/price';
import { SearchIcon } from '@/components/layout/icons';
import { SearchSkeleton } from './search-skeleton';
import { FitMark } from '@/components/garage/garage-islands';

async function searchProducts([, query, locale]: [string, string, string]): Promise<ProductSummary[]> {
  const result = await postJson<{ products: ProductSummary[] }>('/api/search', { query, limit: MAX_DROPDOWN_PRODUCTS }, locale);
  // A failed search reads as "no products found": the shopper can still press Enter for the full page.
  return result.ok ? result.data.products : [];
}

/** The search box's dropdown: products matching what was typed, then suggested searches. */
export function SearchDropdown({ query, onPick }: { query: string; onPick: () => void }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const { data, isLoading } = useSWR(['search', query, locale], searchProducts, { keepPreviousData: false });
  const products = (data ?? []).slice(0, MAX_DROPDOWN_PRODUCTS);

  return (
    <>
      {isLoading ? (
        <SearchSkeleton />
      ) : products.length ? (
        <ul>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={`/store/product/${product.slug}`} onClick={onPick} className="flex items-center gap-3 px-3 py-2 hover:bg-surface">
                {product.images[0] && <Image src={product.images[0]} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />}
                <span className="flex flex-1 flex-col gap-1">
                  <span className="text-sm font-medium" lang={textLang(product.lang ?? 'en', locale)}>
                    {product.name}
                  </span>
                  <FitMark product={product} />
                </span>
                <Price amount={product.price} className="text-sm font-bold" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-3 py-3 text-sm text-muted" role="status">
          {t('noProducts')}
        </p>
      )}
      <div className="border-t border-line px-3 py-2">
        <p className="mb-1 text-xs font-bold uppercase tracking-wider text-muted">{t('suggested')}</p>
        <ul className="space-y-1 text-sm">
          {suggestedSearches(query).map((suggestion) => (
            <li key={suggestion}>
              <Link href={`/search?${new URLSearchParams({ query: suggestion })}`} onClick={onPick} className="flex min-h-8 items-center gap-2 hover:text-brand">
                <SearchIcon className="h-4 w-4 text-muted" />
                {suggestion}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
