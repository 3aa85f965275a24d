import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { backend } from '@/lib/shop/backend';
import type { ProductDetail } from '@/lib/shop/types';
import { db } from '@/lib/db/client';
import { readVisitor, VISITOR_COOKIE } from '@/lib/reviews/visitor';
import { visitorReactions } from '@/lib/reviews/store';
import type { ReactionChoice } from '@/lib/reviews/reactions';

/** Longer ids are not product names: answer not found without asking the database. */
const MAX_ID_LENGTH = 300;

/** One lookup per request, shared by generateMetadata and the page. */
export const loadProduct = cache(async (id: string): Promise<ProductDetail | null> => {
  await connection();
  if (!id || id.length > MAX_ID_LENGTH) return null;
  return backend().productBySlug(id);
});

/** This visitor's reactions on the product's reviews and questions, so the toggles render pressed (kept here with either shop). */
export async function loadVisitorReactions(product: ProductDetail): Promise<Record<string, ReactionChoice>> {
  const cookieStore = await cookies();
  const visitor = readVisitor(`${VISITOR_COOKIE}=${cookieStore.get(VISITOR_COOKIE)?.value ?? ''}`);
  if (!visitor) return {};
  return visitorReactions(await db(), visitor, { reviews: product.reviews.map((r) => r.id), questions: product.questions.map((q) => q.id) });
}
