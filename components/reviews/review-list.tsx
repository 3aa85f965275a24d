import { useLocale, useTranslations } from '#intl';
import { textLang } from '@/lib/i18n/text-lang';
import type { Review } from '@/lib/shop/talk';
import { formatReviewDate, REVIEW_SORTS, reviewImageUrl, sortReviews, type ReviewSort } from '@/lib/shop/talk';
import { Stars } from './stars';
import { ReactionButtons, SortedList } from './deferred-islands';
import { ReviewImages } from './review-images';

/** Rendered by the server; the shopper's sort only reorders its entries (`SortedList`). */
export function ReviewList({ product, reviews }: { product: string; reviews: Review[] }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  if (reviews.length === 0) return <p className="text-muted">{t('none')}</p>;
  return (
    <SortedList
      label={t('sortLabel')}
      options={REVIEW_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
      orders={Object.fromEntries(REVIEW_SORTS.map((sort) => [sort, sortReviews(reviews, sort).map((review) => reviews.indexOf(review))])) as Record<ReviewSort, number[]>}
      testId="review-list"
    >
      {reviews.map((review) => (
        <li key={review.id} className="py-4" data-testid="review">
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} />
            <span className="sr-only">{t('ratingValue', { rating: review.rating })}</span>
            <h4 className="font-bold" lang={textLang(review.lang, locale)}>
              {review.title}
            </h4>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="font-semibold text-ink">{review.name}</span>
            {review.verified && <span className="rounded bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">✓ {t('verified')}</span>}
            <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
          </p>
          <p className="mt-2 whitespace-pre-line" lang={textLang(review.lang, locale)}>
            {review.experience}
          </p>
          <ReviewImages images={review.images.map(reviewImageUrl)} label={t('reviewImage', { name: review.name })} />
          <div className="mt-3">
            <ReactionButtons
              endpoint={`/api/reviews/${review.id}/reaction`}
              product={product}
              counts={{ up: review.likes, down: review.dislikes }}
              reactionKey={`review:${review.id}`}
              values={{ up: 'like', down: 'dislike', none: 'none' }}
              answerKeys={{ up: 'likes', down: 'dislikes' }}
              labels={{ up: t('like'), down: t('dislike') }}
            />
          </div>
        </li>
      ))}
    </SortedList>
  );
}
