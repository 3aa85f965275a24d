export { type ReviewsShop } from './contract';
export { visitorReactionsQuerySchema } from './reaction-schema';
export { type ReactionChoice, type ReactionValue, optimisticCounts, toggleReaction } from './reactions';
export { reviewStats } from './review-stats';
export { questionFormSchema, questionInputSchema, questionReactionSchema, reviewFormSchema, reviewInputSchema, reviewReactionSchema } from './schemas';
export { QUESTION_SORTS, type QuestionSort, REVIEW_SORTS, type ReviewSort, formatReviewDate, reviewImageUrl, sortQuestions, sortReviews } from './sort';
export { IMAGE_NAME_PATTERN, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_FIELD, UPLOAD_ID_PATTERN } from './upload-limits';
export type { ItemKind, Question, Review, ReviewStats, WriteResult } from './types';
