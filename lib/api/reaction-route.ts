import 'server-only';
import type { z } from 'zod';
import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { backend } from '@/lib/shop/data/backend';
import { expireProductTalk } from '@/lib/shop/data/expire';
import type { ItemKind } from '@/lib/shop/talk';
import { newVisitorId, readVisitorCookie, visitorCookie } from '@/lib/shop/talk/server';
import type { ReactionValue } from '@/lib/shop/talk';

/**
 * The reaction handler of reviews and questions: the visitor sends a choice, the server stores
 * it as that visitor's one reaction and answers the item's counts and the stored choice.
 * Reactions are limited per client address; a first reaction also spends one of the address's
 * new-visitor budget, and a cookie the server did not sign counts nothing (the answer carries a
 * signed one, so the next press works).
 */
export function reactionHandler<V extends string>(kind: ItemKind, schema: z.ZodType<{ value: V; product?: string | number }>, values: Record<V, ReactionValue>, names: [up: string, down: string]) {
  return handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
    const { id } = await params;
    const itemId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
    if (!itemId) return apiError(request, 404, 'not_found');
    const input = await parseJson(request, schema);
    if (!input.ok) return input.response;
    const limited = await rateLimited(request, 'reaction');
    if (limited) return limited;
    const secure = new URL(request.url).protocol === 'https:';
    const cookie = readVisitorCookie(request.headers.get('cookie'));
    if (cookie.state === 'forged') return apiError(request, 403, 'invalid_visitor', undefined, { 'set-cookie': visitorCookie(newVisitorId(), secure) });
    if (cookie.state === 'absent') {
      const tooMany = await rateLimited(request, 'visitor');
      if (tooMany) return tooMany;
    }
    const visitor = cookie.state === 'valid' ? cookie.id : newVisitorId();
    const counts = await backend().reviews.react(kind, itemId, visitor, values[input.data.value], input.data.product);
    if (!counts) return apiError(request, 404, 'not_found');
    await expireProductTalk(input.data.product);
    const headers = cookie.state === 'valid' ? undefined : { 'set-cookie': visitorCookie(visitor, secure) };
    return Response.json({ [names[0]]: counts.up, [names[1]]: counts.down, value: input.data.value }, { headers });
  });
}
