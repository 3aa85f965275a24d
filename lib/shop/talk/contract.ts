import type { ReactionValue } from '@/lib/shop/talk/reactions';
import type { ItemKind, Question, QuestionSubmission, ReactionCounts, Review, ReviewSubmission, WriteResult } from './types';

/** Reviews and questions on product pages, the reactions to them and the images they carry. */
export interface ReviewsShop {
  /** `accountId`: the signed-in writer, whose paid orders make the review a verified buyer's. */
  writeReview(input: ReviewSubmission, accountId?: string | null): Promise<WriteResult<Review>>;
  askQuestion(input: QuestionSubmission): Promise<WriteResult<Question>>;
  /** Records the visitor's one reaction (deduplicated here) and answers the item's counts; null when the item is unknown. */
  react(kind: ItemKind, itemId: number, visitorId: string, value: ReactionValue, product?: string | number): Promise<ReactionCounts | null>;
  /** Stores images that passed this server's content check and re-encoding; answers their names. */
  saveImages(encoded: Buffer[]): Promise<string[]>;
  /** Where the browser loads an image named by `saveImages` or a review. */
  imageUrl(name: string): string;
  /** The bytes of an image this server keeps itself, or null. */
  readImage(name: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** True when every name is an image the shop knows. */
  imagesExist(names: string[]): Promise<boolean>;
}
