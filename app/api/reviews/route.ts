import { reviewInputSchema } from '@/lib/shop/talk';
import { postItemHandler } from '@/lib/api/review-post-route';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = postItemHandler(reviewInputSchema, (input, accountId) => backend().reviews.writeReview(input, accountId), 'review');

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
