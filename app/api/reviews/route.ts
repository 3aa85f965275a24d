import { reviewInputSchema } from '@/lib/schemas/reviews';
import { postItemHandler } from '@/lib/reviews/post-route';
import { backend } from '@/lib/shop/backend';

export const POST = postItemHandler(reviewInputSchema, (input) => backend().writeReview(input), 'review');
