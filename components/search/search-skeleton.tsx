'use client';
import { useTranslations } from '#intl';

/** Three grey rows while the products for what the shopper typed (or the dropdown's own code) load. */
export function SearchSkeleton() {
  const t = useTranslations('search');
  return (
    <ul aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex animate-pulse items-center gap-3 px-3 py-2">
          <span className="h-12 w-12 rounded bg-surface" />
          <span className="h-3 flex-1 rounded bg-surface" />
        </li>
      ))}
    </ul>
  );
}
