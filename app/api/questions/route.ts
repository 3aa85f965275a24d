import { questionInputSchema } from '@/lib/schemas/reviews';
import { postItemHandler } from '@/lib/api/review-post-route';
import { backend } from '@/lib/shop/backend';
import { otherMethods } from '@/lib/api/methods';

export const POST = postItemHandler(questionInputSchema, (input) => backend().reviews.askQuestion(input), 'question');

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
