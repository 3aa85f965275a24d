'use client';
import { useTranslations } from '#intl';
import { useRecentlyViewed } from '@/lib/client/stores/recently-viewed';
import { LazyStoredListing } from './lazy-stored-listing';

export function RecentlyViewedListing() {
  const t = useTranslations('recentlyViewed');
  const products = useRecentlyViewed((state) => state.value);
  const ready = useRecentlyViewed((state) => state.hydrated);
  return <LazyStoredListing products={products} ready={ready} emptyText={t('empty')} />;
}
