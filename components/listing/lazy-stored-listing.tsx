'use client';
import { useTranslations } from '#intl';
import { browserOnly } from '@/components/ui/browser-only';
import { ProductSkeletons } from './product-skeleton';

/** What a stored list shows until it has been read: the toolbar's place and the cards' skeletons. */
function StoredListingLoading() {
  const t = useTranslations('listing');
  return (
    <>
      <div className="mb-5 h-16 border-y border-line" aria-hidden="true" />
      <ProductSkeletons label={t('loading')} />
    </>
  );
}

/**
 * The wishlist's and recently viewed's listing: both lists live in the browser, so the listing's code
 * (today's prices from the server, the cards and their pictures, sorting and paging in memory) comes
 * after hydration, while the stores read them.
 */
export const LazyStoredListing = browserOnly(() => import('./stored-listing').then((loaded) => loaded.StoredListing), StoredListingLoading);
