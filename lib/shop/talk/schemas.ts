import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/shop/common/email-pattern';
import { rowId } from '../common/schemas';
import { IMAGE_NAME_PATTERN, MAX_UPLOAD_FILES } from '@/lib/shop/talk/upload-limits';

const required = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });
const email = z.string().trim().min(1, { error: 'required' }).max(254, { error: 'tooLong' }).regex(EMAIL_PATTERN, { error: 'emailInvalid' });

/** The fields the shopper types: the form checks them before sending, the handler again on arrival. */
export const reviewFormSchema = z.object({
  name: required(100),
  email,
  rating: z.int({ error: 'required' }).min(1, { error: 'required' }).max(5, { error: 'invalidRating' }),
  title: required(150),
  experience: required(5000),
});

export const questionFormSchema = z.object({
  name: required(100),
  email,
  question: required(2000),
});

/** The product by slug (any link shape) or by id. */
const productRef = z.union([z.string().trim().min(1).max(300), rowId()]);
const imageIds = z.array(z.string().regex(IMAGE_NAME_PATTERN, { error: 'unknownImage' })).max(MAX_UPLOAD_FILES, { error: 'tooManyImages' }).default([]);

export const reviewInputSchema = reviewFormSchema.extend({ product: productRef, imageIds });
export const questionInputSchema = questionFormSchema.extend({ product: productRef, imageIds });

export type ReviewFormInput = z.infer<typeof reviewFormSchema>;
export type QuestionFormInput = z.infer<typeof questionFormSchema>;
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const REVIEW_REACTIONS = ['like', 'dislike', 'none'] as const;
export const QUESTION_REACTIONS = ['helpful', 'unhelpful', 'none'] as const;
export type ReviewReaction = (typeof REVIEW_REACTIONS)[number];
export type QuestionReaction = (typeof QUESTION_REACTIONS)[number];

/** The product travels with a reaction: the remote shop reads the item's current counts from it. */
export const reviewReactionSchema = z.object({ value: z.enum(REVIEW_REACTIONS), product: productRef.optional() });
export const questionReactionSchema = z.object({ value: z.enum(QUESTION_REACTIONS), product: productRef.optional() });
