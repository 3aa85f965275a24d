import 'server-only';
import { handle, parseValue } from '@/lib/api/respond';
import { db } from '@/lib/db/client';
import { visitorReactionsQuerySchema } from '@/lib/shop/talk';
import { readVisitor } from '@/lib/shop/talk/server';
import { visitorReactions } from '@/lib/shop/talk/server';

// Per visitor: never stored by a shared cache, unlike the product page that asks for it.
const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * The visitor's own reactions on a product page's reviews and questions. The page itself is
 * cached for everyone, so the pressed toggles are asked for from the browser.
 */
export const visitorReactionsHandler = handle(async (request) => {
  const params = new URL(request.url).searchParams;
  const input = parseValue(request, visitorReactionsQuerySchema, { reviews: params.get('reviews') ?? undefined, questions: params.get('questions') ?? undefined });
  if (!input.ok) return input.response;
  const visitor = readVisitor(request.headers.get('cookie'));
  // Reactions are kept by this server whichever shop serves the catalogue.
  const reactions = visitor ? await visitorReactions(await db(), visitor, input.data) : {};
  return Response.json({ reactions }, { headers: PRIVATE });
});
