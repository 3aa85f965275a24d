import { useTranslations } from '#intl';
import type { ReviewStats } from '@/lib/shop/talk';
import { Stars } from './stars';

/** The summary's star rows, top down. */
export const SUMMARY_STARS = [5, 4, 3, 2, 1] as const;

/**
 * `basedOn` and `starLabels` (one per `SUMMARY_STARS` row) are plural messages the server writes:
 * built in the browser they would cost ICU's start during hydration ("Hydration builds no Intl
 * object" in docs/decisions.md).
 */
export function ReviewSummary({ stats, basedOn, starLabels }: { stats: ReviewStats; basedOn: string; starLabels: readonly string[] }) {
  const t = useTranslations('reviews');
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8" data-testid="review-summary">
      <div className="text-center sm:text-left">
        <p className="text-4xl font-black">{stats.averageRating.toFixed(1)}</p>
        <Stars rating={stats.averageRating} />
        <p className="text-sm text-muted">{basedOn}</p>
        <p className="sr-only">{t('averageLabel', { rating: stats.averageRating.toFixed(1) })}</p>
      </div>
      <ul className="rating-bars">
        {SUMMARY_STARS.map((star, row) => {
          const count = stats.counts[star];
          const share = stats.totalReviews ? (count / stats.totalReviews) * 100 : 0;
          return (
            <li key={star}>
              <span>{starLabels[row]}</span>
              <span aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <span>{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
