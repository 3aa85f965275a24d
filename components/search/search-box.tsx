'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { lazyClient } from '@/components/ui/lazy-client';
import { useLocale, useTranslations } from '#intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/locale-path';
import { SEARCH_DEBOUNCE_MS } from '@/lib/shop/search';
import { useDebounced } from '@/lib/client/hooks/use-debounced';
import { SearchIcon } from '@/components/layout/icons';
import { SearchSkeleton } from './search-skeleton';

// The suggestions (SWR, the product rows' images and prices) are code only a shopper who types needs.
const SearchDropdown = lazyClient(() => import('./search-dropdown').then((loaded) => loaded.SearchDropdown), <SearchSkeleton />);

export function SearchBox() {
  const header = useTranslations('header');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);

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

  return (
    <div ref={root} className="relative w-full max-w-xl" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      {/* A plain GET to the search page until the island hydrates (or without JavaScript). */}
      <form role="search" action={localizedPath(locale, '/search')} method="get" onSubmit={submit} className="flex">
        <label htmlFor={id} className="sr-only">
          {header('searchLabel')}
        </label>
        <input
          id={id}
          name="query"
          // A combobox, which ARIA in HTML allows on a text input only; the phone keyboard still offers "search".
          type="text"
          enterKeyHint="search"
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
          <SearchDropdown query={debounced} onPick={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
