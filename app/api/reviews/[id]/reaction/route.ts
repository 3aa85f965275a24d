import { reviewReactionSchema } from '@/lib/schemas/reviews';
import { reactionHandler } from '@/lib/reviews/reaction-route';

export const POST = reactionHandler('review', reviewReactionSchema, { like: 1, dislike: -1, none: 0 }, ['likes', 'dislikes']);
