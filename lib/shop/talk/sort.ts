import type { Question, Review } from './types';

export const REVIEW_SORTS = ['recent', 'highest', 'lowest', 'helpful'] as const;
export const QUESTION_SORTS = ['recent', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type QuestionSort = (typeof QUESTION_SORTS)[number];

// ISO timestamps sort as plain strings: localeCompare would build an ICU collator in the browser
// while the product page hydrates (tests/e2e/hydration.spec.ts).
const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || b.id - a.id;

/** Ties fall back to the newest first, so the order is stable whatever the input order. */
export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  const list = [...reviews];
  switch (sort) {
    case 'highest':
      return list.sort((a, b) => b.rating - a.rating || newestFirst(a, b));
    case 'lowest':
      return list.sort((a, b) => a.rating - b.rating || newestFirst(a, b));
    case 'helpful':
      return list.sort((a, b) => b.likes - b.dislikes - (a.likes - a.dislikes) || newestFirst(a, b));
    default:
      return list.sort(newestFirst);
  }
}

export function sortQuestions(questions: readonly Question[], sort: QuestionSort): Question[] {
  const list = [...questions];
  if (sort === 'helpful') return list.sort((a, b) => b.helpful - b.unhelpful - (a.helpful - a.unhelpful) || newestFirst(a, b));
  return list.sort(newestFirst);
}

/** dd/mm/yyyy in UTC, the spec's date format in every language. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Review images are upload ids (served by this site) or, for the seeded catalogue, paths. */
export function reviewImageUrl(name: string): string {
  return name.includes('/') ? name : `/api/uploads/${encodeURIComponent(name)}`;
}
