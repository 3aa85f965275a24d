'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Image from '@/components/ui/shop-image';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { MAX_DROPDOWN_PRODUCTS, SEARCH_DEBOUNCE_MS, suggestedSearches } from '@/lib/catalog/search-suggestions';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { postJson } from '@/lib/api/client';
import type { ProductSummary } from '@/lib/shop/types';
import { Price } from '@/components/ui/price';
import { SearchIcon } from '@/components/layout/icons';

async function searchProducts([, query, locale]: [string, string, string]): Promise<ProductSummary[]> {
  const result = await postJson<{ products: ProductSummary[] }>('/api/search', { query, limit: MAX_DROPDOWN_PRODUCTS }, locale);
  // A failed search reads as "no products found": the shopper can still press Enter for the full page.
  return result.ok ? result.data.products : [];
}

export function SearchBox() {
  const t = useTranslations('search');
  const header = useTranslations('header');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useSWR(debounced ? ['search', debounced, locale] : null, searchProducts, { keepPreviousData: false });

  // The box clears on every navigation (spec 000 §4); adjusting state while rendering avoids a second pass.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setQuery('');
    setOpen(false);
  }

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    setOpen(false);
    router.push(`/search?${new URLSearchParams({ query: text })}`);
  }

  const showDropdown = open && Boolean(debounced);
  const products = (data ?? []).slice(0, MAX_DROPDOWN_PRODUCTS);

  return (
    <div ref={root} className="relative w-full max-w-xl" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <form role="search" onSubmit={submit} className="flex">
        <label htmlFor={id} className="sr-only">
          {header('searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => debounced && setOpen(true)}
          placeholder={header('searchPlaceholder')}
          autoComplete="off"
          aria-controls={`${id}-results`}
          aria-expanded={showDropdown}
          role="combobox"
          className="w-full rounded-l border-0 bg-white px-3 py-2 text-sm text-ink"
        />
        <button type="submit" aria-label={header('searchSubmit')} className="rounded-r bg-brand px-3 text-white hover:bg-brand-dark">
          <SearchIcon className="h-5 w-5" />
        </button>
      </form>
      {showDropdown && (
        <div id={`${id}-results`} className="absolute left-0 right-0 top-full z-50 mt-1 overflow-hidden rounded border border-line bg-white text-ink shadow-xl">
          {isLoading ? (
            <ul aria-busy="true" aria-label={t('loading')}>
              {[0, 1, 2].map((row) => (
                <li key={row} className="flex animate-pulse items-center gap-3 px-3 py-2">
                  <span className="h-12 w-12 rounded bg-surface" />
                  <span className="h-3 flex-1 rounded bg-surface" />
                </li>
              ))}
            </ul>
          ) : products.length ? (
            <ul>
              {products.map((product) => (
                <li key={product.id}>
                  <Link href={`/store/product/${product.slug}`} onClick={() => setOpen(false)} className="flex items-center gap-3 px-3 py-2 hover:bg-surface">
                    {product.images[0] && <Image src={product.images[0]} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />}
                    <span className="flex-1 text-sm font-medium">{product.name}</span>
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
              {suggestedSearches(debounced).map((suggestion) => (
                <li key={suggestion}>
                  <Link href={`/search?${new URLSearchParams({ query: suggestion })}`} onClick={() => setOpen(false)} className="flex items-center gap-2 hover:text-brand">
                    <SearchIcon className="h-4 w-4 text-muted" />
                    {suggestion}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
