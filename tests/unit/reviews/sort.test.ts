import type { Question, Review } from '@/lib/shop/talk';
import { formatReviewDate, reviewImageUrl, sortQuestions, sortReviews } from '@/lib/shop/talk/sort';

const review = (id: number, rating: number, likes: number, dislikes: number, createdAt: string): Review => ({
  id, rating, likes, dislikes, createdAt, name: 'n', title: 't', experience: 'e', images: [], verified: false,
});
const reviews = [
  review(1, 5, 1, 0, '2025-01-01T00:00:00Z'),
  review(2, 2, 10, 2, '2025-03-01T00:00:00Z'),
  review(3, 4, 3, 5, '2025-02-01T00:00:00Z'),
  review(4, 5, 0, 0, '2025-04-01T00:00:00Z'),
];

describe('sortReviews', () => {
  it.each([
    ['recent', [4, 2, 3, 1]],
    ['highest', [4, 1, 3, 2]],
    ['lowest', [2, 3, 4, 1]],
    ['helpful', [2, 1, 4, 3]],
  ] as const)('%s', (sort, ids) => {
    expect(sortReviews(reviews, sort).map((r) => r.id)).toEqual(ids);
  });

  it('does not change its input', () => {
    const copy = [...reviews];
    sortReviews(reviews, 'highest');
    expect(reviews).toEqual(copy);
  });
});

const question = (id: number, helpful: number, unhelpful: number, createdAt: string): Question => ({
  id, helpful, unhelpful, createdAt, name: 'n', question: 'q', images: [], answers: [],
});

describe('sortQuestions', () => {
  const questions = [question(1, 0, 0, '2025-01-01T00:00:00Z'), question(2, 4, 1, '2024-01-01T00:00:00Z'), question(3, 1, 3, '2025-06-01T00:00:00Z')];
  it.each([
    ['recent', [3, 1, 2]],
    ['helpful', [2, 1, 3]],
  ] as const)('%s', (sort, ids) => expect(sortQuestions(questions, sort).map((q) => q.id)).toEqual(ids));
});

describe('formatReviewDate', () => {
  it.each([
    ['2025-03-07T10:00:00Z', '07/03/2025'],
    ['2024-12-31T23:59:59Z', '31/12/2024'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => expect(formatReviewDate(iso)).toBe(expected));
});

describe('reviewImageUrl', () => {
  it.each([
    ['0123456789abcdef0123456789abcdef', '/api/uploads/0123456789abcdef0123456789abcdef'],
    ['/products/hood-1.webp', '/products/hood-1.webp'],
  ])('%s', (name, url) => expect(reviewImageUrl(name)).toBe(url));
});
