/**
 * The deterministic demo catalogue: products, related products, reviews, questions with the shop's
 * answers, and the reactions behind the review and question counts. Runs from the server (first start
 * on an empty database) and from the CLI (scripts/seed.ts), so it must not import 'server-only'.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { withEffectivePrice } from '../embedded/effective-price';
import { bulkInsert } from '../../../db/bulk-insert';
import { withIndexesBuiltAfter } from '../../../db/deferred-indexes';
import { withSearchTriggersOff, writeSearchRows } from '@/lib/db/search-rows';
import { answers, productFacets, products, productSearch, productTranslations, questions, reactions, relatedProducts, reviews, TRANSLATED_LOCALES } from '../../../db/schema';
import { buildCatalogue, RELATED_FEWEST, RELATED_SPREAD, RELATED_STEPS, SEED_BASE_DATE, type SeedProduct } from './catalogue';
import { createRng, seedFor } from './random';
import { QUESTIONS, REVIEW_TEXT, answerTranslations, person, reviewLanguage } from './text';

export type SeedOptions = { products?: number; reset?: boolean };
export type SeedResult = { products: number; related: number; reviews: number; questions: number; answers: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows a statement through bulkInsert (one JSON parameter): about 10 MB of product rows. */
const BULK = 5000;
/** Variants whose translations are copied in one statement (one JSON parameter). */
const VARIANT_CHUNK = 20_000;
const DAY = 24 * 3600 * 1000;
const SEED_VISITOR = 'seed-visitor-';
/** A bare column name, for INSERT ... SELECT column lists. */
const col = (column: { name: string }) => sql.identifier(column.name);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = BULK) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
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
  const result = await db.transaction(async (tx) => {
    if (opts.reset) {
      await tx.execute(
        sql`TRUNCATE ${products}, ${productTranslations}, ${relatedProducts}, ${reviews}, ${questions}, ${answers}, ${reactions} RESTART IDENTITY CASCADE`,
      );
    } else {
      const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
      if (count > 0) throw new Error(`The catalogue already has ${count} products; pass reset to replace it.`);
    }

    // Search rows are written once, in one statement, after the products and their translations,
    // as a large catalogue import writes them (docs/decisions.md, "Large imports").
    const ids: number[] = [];
    const { related, feedback } = await withIndexesBuiltAfter(tx, [products, productSearch, reviews, questions], async () => {
      await withSearchTriggersOff(tx, async () => {
        await insertChunked(catalogue, async (chunk) =>
          ids.push(...(await bulkInsert(tx, products, chunk.map(({ translations, ...product }) => (void translations, withEffectivePrice(product)))))),
        );
        await seedTranslations(tx, catalogue, ids);
        await writeSearchRows(tx);
      });
      return { related: await seedRelated(tx), feedback: await seedFeedback(tx, catalogue, ids) };
    });
    return { products: ids.length, related, ...feedback };
  });
  // Fresh statistics for the planner, and a visibility map so listings can read ids from their
  // indexes alone (PGlite runs no autovacuum).
  await db.execute(sql`refresh materialized view ${productFacets}`);
  await db.execute(sql`vacuum analyze ${products}`);
  await db.execute(sql`vacuum analyze ${productSearch}`);
  await db.execute(sql`analyze`);
  return result;
}

/**
 * Each product's text in every other language. A variant shares its base product's text but for
 * the name, so its rows are copied from the base's in the database: at 100,000 products, sending
 * every description again as parameters cost more than writing the products themselves.
 */
async function seedTranslations(tx: Tx, catalogue: SeedProduct[], ids: number[]) {
  const own = catalogue.flatMap((p, i) =>
    p.variantOf === undefined ? TRANSLATED_LOCALES.map((locale) => ({ productId: ids[i], locale, ...p.translations[locale] })) : [],
  );
  await insertChunked(own, (chunk) => bulkInsert(tx, productTranslations, chunk));
  const variants = catalogue.flatMap((p, i) => (p.variantOf === undefined ? [] : [i]));
  for (let i = 0; i < variants.length; i += VARIANT_CHUNK) {
    const chunk = variants.slice(i, i + VARIANT_CHUNK);
    const rows = chunk.map((index) => {
      const { translations, variantOf } = catalogue[index];
      return { id: ids[index], base: ids[variantOf!], es: translations.es.name, ja: translations.ja.name };
    });
    await tx.execute(sql`
      INSERT INTO ${productTranslations} (product_id, locale, name, alt, description_html, features_html, fitment_html)
      SELECT v.id, t.locale, CASE t.locale WHEN 'es' THEN v.es ELSE v.ja END, CASE t.locale WHEN 'es' THEN v.es ELSE v.ja END,
        t.description_html, t.features_html, t.fitment_html
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS v(id int, base int, es text, ja text)
      JOIN ${productTranslations} t ON t.product_id = v.base`);
  }
}

/**
 * 4-6 related products of the same vehicle per product (never a garage-sale item, never itself),
 * picked by position within the vehicle's products. Done in SQL: on 20000 products it is a
 * third of the time of sending 100000 rows as parameters.
 */
async function seedRelated(tx: Tx): Promise<number> {
  await tx.execute(sql`
    WITH pool AS (
      SELECT id, vehicle, row_number() OVER (PARTITION BY vehicle ORDER BY id) - 1 AS rn
      FROM ${products} WHERE NOT garage_sale
    ),
    sizes AS (SELECT vehicle, count(*) AS n FROM pool GROUP BY vehicle),
    src AS (
      SELECT id, vehicle, row_number() OVER (PARTITION BY vehicle ORDER BY id) - 1 AS rn FROM ${products}
    )
    INSERT INTO ${relatedProducts} (${col(relatedProducts.productId)}, ${col(relatedProducts.relatedId)}, ${col(relatedProducts.position)})
    SELECT a.id, b.id, o.k - 1
    FROM src a
    JOIN sizes s ON s.vehicle = a.vehicle
    CROSS JOIN (VALUES ${sql.raw(RELATED_STEPS.map((step, k) => `(${k + 1}, ${step})`).join(', '))}) AS o(k, step)
    JOIN pool b ON b.vehicle = a.vehicle AND b.rn = (a.rn + o.step) % s.n
    WHERE o.k <= ${RELATED_FEWEST} + a.rn % ${RELATED_SPREAD} AND b.id <> a.id
    ON CONFLICT DO NOTHING`);
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(relatedProducts);
  return count;
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
  const questionRows: (typeof questions.$inferInsert)[] = [];
  const shopAnswers: (string | null)[] = [];

  catalogue.forEach((p, i) => {
    const rng = createRng(seedFor('feedback', i));
    // A separate stream, so the languages leave every other seeded value as it was.
    const languages = createRng(seedFor('review-language', i));
    const n = reviewCount(p, i, catalogue.length, rng);
    for (let r = 0; r < n; r++) {
      const stars = rating(rng);
      const locale = reviewLanguage(languages);
      const text = REVIEW_TEXT[locale][stars];
      const who = person(rng);
      reviewRows.push({
        productId: ids[i],
        name: who.name,
        email: who.email,
        rating: stars,
        title: rng.pick(text.titles),
        experience: rng.pick(text.bodies),
        locale,
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
      });
      shopAnswers.push(rng.chance(0.85) ? qa.a : null);
    }
  });

  await insertChunked(reviewRows, (chunk) => bulkInsert(tx, reviews, chunk));

  const questionIds: number[] = [];
  await insertChunked(questionRows, async (chunk) => questionIds.push(...(await bulkInsert(tx, questions, chunk))));

  const answerRows: (typeof answers.$inferInsert)[] = [];
  questionRows.forEach((q, i) => {
    const answer = shopAnswers[i];
    if (!answer) return;
    answerRows.push({ questionId: questionIds[i], response: answer, translations: answerTranslations(answer), createdAt: new Date((q.createdAt as Date).getTime() + DAY) });
  });
  await insertChunked(answerRows, (chunk) => bulkInsert(tx, answers, chunk));

  // The like/dislike counts on reviews and questions are backed by one reaction per (seed) visitor
  // (1 like, -1 dislike), so counts recomputed from the reactions table agree with the seeded numbers.
  await tx.execute(sql`
    INSERT INTO ${reactions} (${col(reactions.itemKind)}, ${col(reactions.itemId)}, ${col(reactions.visitorId)}, ${col(reactions.value)}, ${col(reactions.updatedAt)})
    SELECT 'review', r.id, ${SEED_VISITOR}::text || g, CASE WHEN g <= r.likes THEN 1 ELSE -1 END, r.created_at
    FROM ${reviews} r CROSS JOIN LATERAL generate_series(1, r.likes + r.dislikes) AS g`);
  await tx.execute(sql`
    INSERT INTO ${reactions} (${col(reactions.itemKind)}, ${col(reactions.itemId)}, ${col(reactions.visitorId)}, ${col(reactions.value)}, ${col(reactions.updatedAt)})
    SELECT 'question', q.id, ${SEED_VISITOR}::text || g, CASE WHEN g <= q.helpful THEN 1 ELSE -1 END, q.created_at
    FROM ${questions} q CROSS JOIN LATERAL generate_series(1, q.helpful + q.unhelpful) AS g`);

  return { reviews: reviewRows.length, questions: questionRows.length, answers: answerRows.length };
}
