'use client';
import { createContext, useContext, useTransition, type ReactNode } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

type NavigateOptions = {
  replace?: boolean;
  toTop?: boolean;
  /** Runs inside the transition, so a useOptimistic update shows at once and settles with the new page. */
  optimistic?: () => void;
};
type Navigate = (href: string, options?: NavigateOptions) => void;
const ListingNavigationContext = createContext<{ pending: boolean; navigate: Navigate } | null>(null);

/**
 * Sort, filter and page changes are URL changes the server renders; while it does, the
 * results show skeleton cards. A transition gives that pending state without a loading.tsx,
 * which would turn the 404 of an unknown listing path into a 200.
 */
export function ListingNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate: Navigate = (href, { replace = false, toTop = false, optimistic } = {}) => {
    if (toTop) window.scrollTo({ top: 0 });
    startTransition(() => {
      optimistic?.();
      if (replace) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    });
  };
  return <ListingNavigationContext.Provider value={{ pending, navigate }}>{children}</ListingNavigationContext.Provider>;
}

export function useListingNavigation() {
  const context = useContext(ListingNavigationContext);
  if (!context) throw new Error('useListingNavigation needs a ListingNavigationProvider');
  return context;
}
