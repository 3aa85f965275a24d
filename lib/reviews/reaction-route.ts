import 'server-only';
import type { z } from 'zod';
import { apiError, handle, parseJson } from '@/lib/api/respond';
import { backend } from '@/lib/shop/backend';
import type { ItemKind } from '@/lib/shop/types';
import { newVisitorId, readVisitor, visitorCookie } from './visitor';
import type { ReactionValue } from './reactions';

/**
 * The reaction handler of reviews and questions: the visitor sends a choice, the server stores
 * it as that visitor's one reaction and answers the item's counts and the stored choice.
 */
export function reactionHandler<V extends string>(kind: ItemKind, schema: z.ZodType<{ value: V; product?: string | number }>, values: Record<V, ReactionValue>, names: [up: string, down: string]) {
  return handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
    const { id } = await params;
    const itemId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
    if (!itemId) return apiError(request, 404, 'not_found');
    const input = await parseJson(request, schema);
    if (!input.ok) return input.response;
    const known = readVisitor(request.headers.get('cookie'));
    const visitor = known ?? newVisitorId();
    const counts = await backend().react(kind, itemId, visitor, values[input.data.value], input.data.product);
    if (!counts) return apiError(request, 404, 'not_found');
    const headers = known ? undefined : { 'set-cookie': visitorCookie(visitor, new URL(request.url).protocol === 'https:') };
    return Response.json({ [names[0]]: counts.up, [names[1]]: counts.down, value: input.data.value }, { headers });
  });
}
