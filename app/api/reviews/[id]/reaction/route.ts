import { reviewReactionSchema } from '@/lib/shop/talk';
import { reactionHandler } from '@/lib/api/reaction-route';
import { otherMethods } from '@/lib/api/methods';

export const POST = reactionHandler('review', reviewReactionSchema, { like: 1, dislike: -1, none: 0 }, ['likes', 'dislikes']);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
