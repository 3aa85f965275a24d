import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { orderLines, orders, products, questions, reactions, reviews, uploads } from '@/lib/db/schema';
import { decodeProductId, productSlug } from '@/lib/shop/catalogue';
import { plainText } from '@/lib/security/sanitize';
import type { QuestionInput, ReviewInput } from '@/lib/shop/talk/schemas';
import type { Question, Review } from '../types';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/routing';
import { ORDER_STATUS } from '@/lib/shop/orders';
import { valueChoice, type ReactionChoice, type ReactionValue } from '../reactions';

export type { ItemKind, ReactionCounts } from '../types';
import type { ItemKind, ReactionCounts } from '../types';

/** The product a review is about, by id or by any of its link shapes. */
export async function findProductId(database: Database, ref: string | number): Promise<number | null> {
  const where =
    typeof ref === 'number'
      ? eq(products.id, ref)
      : inArray(products.slug, [...new Set([ref.toLowerCase(), productSlug(decodeProductId(ref))])].filter(Boolean));
  const [row] = await database.select({ id: products.id }).from(products).where(where).limit(1);
  return row?.id ?? null;
}

/** True when every id names a stored upload. */
export async function uploadsExist(database: Database, ids: string[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const rows = await database.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, unique));
  return rows.length === unique.length;
}

/**
 * A reviewer is a verified buyer only when signed in and a paid order of their account contains
 * the product: an e-mail address typed into a guest order proves nothing.
 */
async function hasBought(database: Database, userId: number | null, productId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await database
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.paid), eq(orderLines.productId, productId)))
    .limit(1);
  return Boolean(row);
}

/** Typed text is stored as plain text; null when a required field is empty once markup is gone. */
export function plainFields<T extends Record<string, string>>(fields: T): T | null {
  const out = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plainText(value).trim()])) as T;
  return Object.values(out).every(Boolean) ? out : null;
}

export type Created<T> = { ok: true; item: T } | { ok: false; reason: 'empty' };

/** `input.locale`: the language of the page it was written on (English when unknown). */
export async function createReview(
  database: Database,
  productId: number,
  input: ReviewInput & { locale?: Locale },
  userId: number | null = null,
): Promise<Created<Review>> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const fields = plainFields({ name: input.name, title: input.title, experience: input.experience });
  if (!fields) return { ok: false, reason: 'empty' };
  const verified = await hasBought(database, userId, productId);
  const [row] = await database
    .insert(reviews)
    .values({ productId, ...fields, email: input.email, rating: input.rating, images: [...new Set(input.imageIds)], verified, locale })
    .returning();
  return {
    ok: true,
    item: {
      id: row.id,
      name: row.name,
      rating: row.rating,
      title: row.title,
      experience: row.experience,
      images: row.images,
      likes: 0,
      dislikes: 0,
      verified: row.verified,
      createdAt: row.createdAt.toISOString(),
      lang: locale,
    },
  };
}

export async function createQuestion(database: Database, productId: number, input: QuestionInput & { locale?: Locale }): Promise<Created<Question>> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const fields = plainFields({ name: input.name, question: input.question });
  if (!fields) return { ok: false, reason: 'empty' };
  const [row] = await database
    .insert(questions)
    .values({ productId, ...fields, email: input.email, images: [...new Set(input.imageIds)], locale })
    .returning();
  return {
    ok: true,
    item: { id: row.id, name: row.name, question: row.question, images: row.images, answers: [], helpful: 0, unhelpful: 0, createdAt: row.createdAt.toISOString(), lang: locale },
  };
}

/**
 * Stores the visitor's one reaction to an item and recomputes the item's counts from all
 * reactions, in one transaction with the item locked, so concurrent votes cannot lose a count.
 */
export async function react(database: Database, kind: ItemKind, itemId: number, visitorId: string, value: ReactionValue): Promise<ReactionCounts | null> {
  return database.transaction(async (tx) => {
    const table = kind === 'review' ? reviews : questions;
    const [item] = await tx.select({ id: table.id }).from(table).where(eq(table.id, itemId)).for('update');
    if (!item) return null;
    await tx
      .insert(reactions)
      .values({ itemKind: kind, itemId, visitorId, value })
      .onConflictDoUpdate({ target: [reactions.itemKind, reactions.itemId, reactions.visitorId], set: { value, updatedAt: sql`now()` } });
    const [counts] = await tx
      .select({
        up: sql<number>`count(*) filter (where ${reactions.value} > 0)::int`,
        down: sql<number>`count(*) filter (where ${reactions.value} < 0)::int`,
      })
      .from(reactions)
      .where(and(eq(reactions.itemKind, kind), eq(reactions.itemId, itemId)));
    if (kind === 'review') await tx.update(reviews).set({ likes: counts.up, dislikes: counts.down }).where(eq(reviews.id, itemId));
    else await tx.update(questions).set({ helpful: counts.up, unhelpful: counts.down }).where(eq(questions.id, itemId));
    return counts;
  });
}

/** The visitor's current choice on each of the given items, keyed `${kind}:${id}`. */
export async function visitorReactions(
  database: Database,
  visitorId: string,
  items: { reviews: number[]; questions: number[] },
): Promise<Record<string, ReactionChoice>> {
  if (items.reviews.length + items.questions.length === 0) return {};
  const rows = await database
    .select({ kind: reactions.itemKind, id: reactions.itemId, value: reactions.value })
    .from(reactions)
    .where(
      and(
        eq(reactions.visitorId, visitorId),
        or(
          items.reviews.length ? and(eq(reactions.itemKind, 'review'), inArray(reactions.itemId, items.reviews)) : undefined,
          items.questions.length ? and(eq(reactions.itemKind, 'question'), inArray(reactions.itemId, items.questions)) : undefined,
        ),
      ),
    );
  return Object.fromEntries(rows.filter((row) => row.value !== 0).map((row) => [`${row.kind}:${row.id}`, valueChoice(row.value)]));
}

/** The visitor's stored reaction to an item (0 when none): the remote shop's counts change by the difference. */
export async function storedReaction(database: Database, kind: ItemKind, itemId: number, visitorId: string): Promise<ReactionValue> {
  const [row] = await database
    .select({ value: reactions.value })
    .from(reactions)
    .where(and(eq(reactions.itemKind, kind), eq(reactions.itemId, itemId), eq(reactions.visitorId, visitorId)))
    .limit(1);
  return (row?.value ?? 0) as ReactionValue;
}

/** Keeps the visitor's one reaction to an item whose counts live elsewhere. */
export async function recordReaction(database: Database, kind: ItemKind, itemId: number, visitorId: string, value: ReactionValue): Promise<void> {
  await database
    .insert(reactions)
    .values({ itemKind: kind, itemId, visitorId, value })
    .onConflictDoUpdate({ target: [reactions.itemKind, reactions.itemId, reactions.visitorId], set: { value, updatedAt: sql`now()` } });
}
