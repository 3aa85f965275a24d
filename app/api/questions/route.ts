import { questionInputSchema } from '@/lib/schemas/reviews';
import { createQuestion } from '@/lib/reviews/store';
import { postItemHandler } from '@/lib/reviews/post-route';

export const POST = postItemHandler(questionInputSchema, createQuestion, 'question');
