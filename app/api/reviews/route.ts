import { reviewInputSchema } from '@/lib/schemas/reviews';
import { createReview } from '@/lib/reviews/store';
import { postItemHandler } from '@/lib/reviews/post-route';

export const POST = postItemHandler(reviewInputSchema, createReview, 'review');
