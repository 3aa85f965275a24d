import { questionReactionSchema } from '@/lib/shop/talk';
import { reactionHandler } from '@/lib/api/reaction-route';
import { otherMethods } from '@/lib/api/methods';

export const POST = reactionHandler('question', questionReactionSchema, { helpful: 1, unhelpful: -1, none: 0 }, ['helpful', 'unhelpful']);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
