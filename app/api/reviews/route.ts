import { reviewInputSchema } from '@/lib/schemas/reviews';
import { createReview } from '@/lib/reviews/store';
import { postItemHandler } from '@/lib/reviews/post-route';
import { otherMethods } from '@/lib/api/methods';

export const POST = postItemHandler(reviewInputSchema, createReview, 'review');

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
