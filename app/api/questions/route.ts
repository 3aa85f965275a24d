import { questionInputSchema } from '@/lib/schemas/reviews';
import { createQuestion } from '@/lib/reviews/store';
import { postItemHandler } from '@/lib/reviews/post-route';
import { otherMethods } from '@/lib/api/methods';

export const POST = postItemHandler(questionInputSchema, createQuestion, 'question');

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
