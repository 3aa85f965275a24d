import { reviewInputSchema } from '@/lib/schemas/reviews';
import { postItemHandler } from '@/lib/api/review-post-route';
import { backend } from '@/lib/shop/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = postItemHandler(reviewInputSchema, (input, accountId) => backend().reviews.writeReview(input, accountId), 'review');

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
