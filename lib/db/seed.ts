/**
 * The deterministic demo catalogue: products, related products, reviews, questions with the shop's
 * answers, and the reactions behind the review and question counts. Runs from the server (first start
 * on an empty database) and from the CLI (scripts/seed.ts), so it must not import 'server-only'.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './open';
import { answers, products, questions, reactions, relatedProducts, reviews } from './schema';
import { buildCatalogue, SEED_BASE_DATE, type SeedProduct } from './seed-data/catalogue';
import { createRng, seedFor } from './seed-data/random';
import { QUESTIONS, REVIEW_TEXT, person } from './seed-data/text';

export type SeedOptions = { products?: number; reset?: boolean };
export type SeedResult = { products: number; related: number; reviews: number; questions: number; answers: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const CHUNK = 500;
const DAY = 24 * 3600 * 1000;
const SEED_VISITOR = 'seed-visitor-';

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Seeds the catalogue only when the products table is empty. */
export async function seedIfEmpty(db: Database, opts: { products?: number } = {}): Promise<SeedResult | null> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count > 0) return null;
  return seedCatalogue(db, { products: opts.products });
}

/**
 * Writes the catalogue in one transaction. With `reset`, the catalogue tables are emptied first
 * (TRUNCATE ... CASCADE, which also empties order lines that point at products).
 */
export async function seedCatalogue(db: Database, opts: SeedOptions = {}): Promise<SeedResult> {
  const catalogue = buildCatalogue(opts.products);
  return db.transaction(async (tx) => {
    if (opts.reset) {
      await tx.execute(
        sql`TRUNCATE ${products}, ${relatedProducts}, ${reviews}, ${questions}, ${answers}, ${reactions} RESTART IDENTITY CASCADE`,
      );
    } else {
      const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
      if (count > 0) throw new Error(`The catalogue already has ${count} products; pass reset to replace it.`);
    }

    const ids: number[] = [];
    await insertChunked(catalogue, async (chunk) => {
      const rows = await tx.insert(products).values(chunk).returning({ id: products.id });
      ids.push(...rows.map((r) => r.id));
    });

    const related = await seedRelated(tx, catalogue, ids);
    const feedback = await seedFeedback(tx, catalogue, ids);
    return { products: ids.length, related, ...feedback };
  });
}

async function seedRelated(tx: Tx, catalogue: SeedProduct[], ids: number[]): Promise<number> {
  const byVehicle = new Map<string, number[]>();
  catalogue.forEach((p, i) => {
    if (p.garageSale) return;
    const list = byVehicle.get(p.vehicle) ?? [];
    list.push(i);
    byVehicle.set(p.vehicle, list);
  });

  const rows: (typeof relatedProducts.$inferInsert)[] = [];
  catalogue.forEach((p, i) => {
    const pool = byVehicle.get(p.vehicle) ?? [];
    if (pool.length < 2) return;
    const rng = createRng(seedFor('related', i));
    const wanted = Math.min(pool.length - 1, rng.int(4, 6));
    const chosen = new Set<number>();
    for (let attempts = 0; chosen.size < wanted && attempts < wanted * 10; attempts++) {
      const candidate = pool[rng.int(0, pool.length - 1)];
      if (candidate !== i) chosen.add(candidate);
    }
    [...chosen].forEach((j, position) => rows.push({ productId: ids[i], relatedId: ids[j], position }));
  });
  await insertChunked(rows, (chunk) => tx.insert(relatedProducts).values(chunk));
  return rows.length;
}

function reviewCount(p: SeedProduct, index: number, baseSize: number, rng: ReturnType<typeof createRng>): number {
  if (p.hot) return rng.int(5, 11);
  if (/ – Variant \d+$/.test(p.name)) return index % 5 === 0 ? rng.int(1, 3) : 0;
  const bucket = index % 10;
  if (bucket < 4) return 0;
  if (bucket < 6) return 1;
  if (bucket < 9) return rng.int(2, 4);
  return index < baseSize ? rng.int(6, 12) : 2;
}

function rating(rng: ReturnType<typeof createRng>): number {
  const r = rng.next();
  if (r < 0.52) return 5;
  if (r < 0.78) return 4;
  if (r < 0.88) return 3;
  if (r < 0.95) return 2;
  return 1;
}

const daysAfter = (from: Date, rng: ReturnType<typeof createRng>) =>
  new Date(Math.min(SEED_BASE_DATE.getTime(), from.getTime() + rng.int(2, 200) * DAY + rng.int(0, 86_000) * 1000));

async function seedFeedback(tx: Tx, catalogue: SeedProduct[], ids: number[]) {
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const questionRows: (typeof questions.$inferInsert & { answer: string | null })[] = [];

  catalogue.forEach((p, i) => {
    const rng = createRng(seedFor('feedback', i));
    const n = reviewCount(p, i, catalogue.length, rng);
    for (let r = 0; r < n; r++) {
      const stars = rating(rng);
      const text = REVIEW_TEXT[stars];
      const who = person(rng);
      reviewRows.push({
        productId: ids[i],
        name: who.name,
        email: who.email,
        rating: stars,
        title: rng.pick(text.titles),
        experience: rng.pick(text.bodies),
        images: rng.chance(0.1) ? [p.images[0]] : [],
        likes: rng.int(0, stars >= 4 ? 9 : 3),
        dislikes: rng.int(0, stars <= 2 ? 4 : 2),
        verified: rng.chance(0.6),
        createdAt: daysAfter(p.createdAt, rng),
      });
    }
    const isVariant = / – Variant \d+$/.test(p.name);
    const askCount = p.hot ? rng.int(1, 3) : !isVariant && i % 4 === 0 ? rng.int(1, 2) : isVariant && i % 11 === 0 ? 1 : 0;
    const picked = rng.shuffle(QUESTIONS).slice(0, askCount);
    for (const qa of picked) {
      const who = person(rng);
      questionRows.push({
        productId: ids[i],
        name: who.name,
        email: who.email,
        question: qa.q,
        images: [],
        helpful: rng.int(0, 6),
        unhelpful: rng.int(0, 2),
        createdAt: daysAfter(p.createdAt, rng),
        answer: rng.chance(0.85) ? qa.a : null,
      });
    }
  });

  const reviewIds: number[] = [];
  await insertChunked(reviewRows, async (chunk) => {
    const rows = await tx.insert(reviews).values(chunk).returning({ id: reviews.id });
    reviewIds.push(...rows.map((r) => r.id));
  });

  const questionIds: number[] = [];
  await insertChunked(questionRows, async (chunk) => {
    const rows = await tx
      .insert(questions)
      .values(chunk.map(({ answer: _answer, ...q }) => q))
      .returning({ id: questions.id });
    questionIds.push(...rows.map((r) => r.id));
  });

  const answerRows: (typeof answers.$inferInsert)[] = [];
  questionRows.forEach((q, i) => {
    if (!q.answer) return;
    answerRows.push({ questionId: questionIds[i], response: q.answer, createdAt: new Date((q.createdAt as Date).getTime() + DAY) });
  });
  await insertChunked(answerRows, (chunk) => tx.insert(answers).values(chunk));

  // The like/dislike counts on reviews and questions are backed by one reaction per (seed) visitor,
  // so counts recomputed from the reactions table agree with the seeded numbers.
  const reactionRows: (typeof reactions.$inferInsert)[] = [];
  const react = (itemKind: 'review' | 'question', itemId: number, ups: number, downs: number, at: Date) => {
    for (let v = 0; v < ups + downs; v++) {
      reactionRows.push({ itemKind, itemId, visitorId: `${SEED_VISITOR}${v + 1}`, value: v < ups ? 1 : -1, updatedAt: at });
    }
  };
  reviewRows.forEach((r, i) => react('review', reviewIds[i], r.likes ?? 0, r.dislikes ?? 0, r.createdAt as Date));
  questionRows.forEach((q, i) => react('question', questionIds[i], q.helpful ?? 0, q.unhelpful ?? 0, q.createdAt as Date));
  await insertChunked(reactionRows, (chunk) => tx.insert(reactions).values(chunk));

  return { reviews: reviewRows.length, questions: questionRows.length, answers: answerRows.length };
}
