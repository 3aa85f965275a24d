import type { Review, ReviewStats } from './types';

export function reviewStats(list: Pick<Review, 'rating'>[]): ReviewStats {
  const counts: ReviewStats['counts'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of list) counts[review.rating as 1 | 2 | 3 | 4 | 5] += 1;
  const total = list.length;
  const sum = list.reduce((acc, review) => acc + review.rating, 0);
  return { counts, totalReviews: total, averageRating: total ? Math.round((sum / total) * 10) / 10 : 0 };
}
