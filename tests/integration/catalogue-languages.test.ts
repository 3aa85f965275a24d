import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST as postReview } from '@/app/api/reviews/route';
import { POST as postQuestion } from '@/app/api/questions/route';
import { POST as searchRoute } from '@/app/api/search/route';
import { POST as quoteRoute } from '@/app/api/orders/quote/route';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import { embeddedCatalogue } from '@/lib/shop/catalogue/embedded/catalogue';
import { embeddedSearch } from '@/lib/shop/search/embedded/search';
import { answers, products, productTranslations, questions, reviews } from '@/lib/db/schema';
import { buildCatalogue } from '@/lib/shop/catalogue/demo/catalogue';
import { readTranslation, setTranslation } from '@/lib/shop/catalogue/embedded/translations';

/** Catalogue text per language (issue 27): what the embedded shop reads, searches and stores in es and ja. */
const database = withTestDatabase();
const shop = embeddedCatalogue(database);
const searching = embeddedSearch(database);
const none = { params: Promise.resolve({}) } as never;
const SLUG = 'gr-corolla-carbon-fiber-vented-hood';

beforeAll(() => {
  process.env.RATE_LIMITS = 'off';
});

describe('the seeded catalogue in every language', () => {
  it('gives every product of the base catalogue its own Spanish and Japanese text', () => {
    const latin = /[A-Za-z]{4,}/g;
    for (const product of buildCatalogue()) {
      for (const locale of ['es', 'ja'] as const) {
        const text = product.translations[locale];
        for (const value of Object.values(text)) expect(value.length).toBeGreaterThan(0);
        expect(text.descriptionHtml).not.toContain(product.name);
        expect(text.featuresHtml).not.toBe(product.featuresHtml);
        expect(text.fitmentHtml).not.toContain('Fits:');
      }
      // Japanese text keeps only proper names and codes in Latin letters.
      const words = product.translations.ja.featuresHtml.replace(/<[^>]+>/g, ' ').match(latin) ?? [];
      expect(words.filter((word) => !/^(JWL|DOT|SAE|TIG|Alcantara|FIA)$/i.test(word))).toEqual([]);
    }
  });

  it('stores a row per product and language, variants included', async () => {
    const db = await database();
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
    const rows = await db
      .select({ locale: productTranslations.locale, count: sql<number>`count(name)::int` })
      .from(productTranslations)
      .groupBy(productTranslations.locale)
      .orderBy(productTranslations.locale);
    expect(rows).toEqual([
      { locale: 'es', count },
      { locale: 'ja', count },
    ]);
  });
});

describe('reads in the page language', () => {
  it('shows a product page in Spanish and Japanese, and in English on English pages', async () => {
    const en = (await shop.productBySlug(SLUG))!;
    const es = (await shop.productBySlug(SLUG, 'es'))!;
    const ja = (await shop.productBySlug(SLUG, 'ja'))!;
    expect(en.name).toBe('GR Corolla Carbon Fiber Vented Hood');
    expect(en.lang).toBe('en');
    expect(es).toMatchObject({ id: en.id, name: 'Cofre de fibra de carbono con ventilas para GR Corolla', lang: 'es', htmlLang: { description: 'es', features: 'es', fitment: 'es' } });
    expect(es.fitmentHtml).toContain('Compatible con:');
    expect(ja).toMatchObject({ name: 'GRカローラ カーボン ダクト付き ボンネット', lang: 'ja', htmlLang: { description: 'ja', features: 'ja', fitment: 'ja' } });
    expect(ja.fitmentHtml).toContain('適合車種');
    expect(ja.related.length).toBeGreaterThan(0);
    expect(ja.related.every((item) => item.lang === 'ja' && /[ァ-ヶ一-龠]/.test(item.name))).toBe(true);
    // Prices, stock and ids do not depend on the language.
    expect({ ...ja, name: en.name, alt: en.alt, lang: 'en' }).toMatchObject({ price: en.price, quantityLeft: en.quantityLeft, sku: en.sku });
  });

  it('falls back to English, section by section, and says so', async () => {
    const db = await database();
    const [row] = await db.select({ id: products.id, slug: products.slug, name: products.name }).from(products).where(eq(products.slug, SLUG));
    await db
      .update(productTranslations)
      .set({ name: null, featuresHtml: null })
      .where(and(eq(productTranslations.productId, row.id), eq(productTranslations.locale, 'es')));
    const es = (await shop.productBySlug(row.slug, 'es'))!;
    expect(es).toMatchObject({ name: row.name, lang: 'en', htmlLang: { description: 'es', features: 'en', fitment: 'es' } });
    const [card] = (await shop.productsByIds([row.id], 'es'))!;
    expect(card).toMatchObject({ name: row.name, lang: 'en' });

    await db.delete(productTranslations).where(eq(productTranslations.productId, row.id));
    const ja = (await shop.productBySlug(row.slug, 'ja'))!;
    expect(ja).toMatchObject({ name: row.name, lang: 'en', htmlLang: { description: 'en', features: 'en', fitment: 'en' } });
  });

  it('lists cards in the page language', async () => {
    const query = { selection: { ...emptySelection(), vehicle: ['ZN8 GR86'], productType: ['Hood'] }, sort: 'featured' as const, page: 1, pageSize: 24 };
    const en = await shop.filter(query);
    const ja = await shop.filter(query, 'ja');
    expect(ja.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    expect(ja.items.every((item) => item.lang === 'ja' && item.name.includes('ボンネット'))).toBe(true);
    expect((await shop.hot('es')).every((item) => item.lang === 'es')).toBe(true);
  });

  it("answers with the shop's answers in the page language", async () => {
    const db = await database();
    const [answered] = await db
      .select({ slug: products.slug, response: answers.response })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(products, eq(products.id, questions.productId))
      .limit(1);
    const ja = (await shop.productBySlug(answered.slug, 'ja'))!;
    const answer = ja.questions.flatMap((q) => q.answers)[0];
    expect(answer.lang).toBe('ja');
    expect(answer.response).not.toBe(answered.response);
    expect(ja.questions[0].lang).toBe('en');
  });
});

describe('checkout in the page language', () => {
  it("names the quote's lines in the language of the page that asks", async () => {
    const db = await database();
    // Not the product whose translations the fallback test above removed.
    const [row] = await db.select({ id: products.id, name: products.name }).from(products).where(and(gt(products.quantityLeft, 2), ne(products.slug, SLUG))).orderBy(products.id).limit(1);
    const names = await db.select({ locale: productTranslations.locale, name: productTranslations.name }).from(productTranslations).where(eq(productTranslations.productId, row.id));
    const lines = [{ product_id: row.id, quantity: 1 }];
    const line = async (locale: string, ids = lines) => {
      const response = await quoteRoute(jsonRequest(`/api/orders/quote?locale=${locale}`, { lines: ids }), none);
      return ((await response.json()) as { quote: { lines: { productName: string; nameLang?: string }[] } }).quote.lines[0];
    };
    expect(names).toHaveLength(2);
    for (const { locale, name } of names) expect(await line(locale)).toMatchObject({ productName: name, nameLang: locale });
    expect(await line('en')).toMatchObject({ productName: row.name, nameLang: 'en' });
    // The product the fallback test left without translations: its English name says so.
    const [untranslated] = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.slug, SLUG));
    expect(await line('ja', [{ product_id: untranslated.id, quantity: 1 }])).toMatchObject({ productName: untranslated.name, nameLang: 'en' });
  });
});

describe('search in Spanish and Japanese', () => {
  const ids = async (text: string, locale: 'es' | 'ja') => (await searching.search(text, { locale })).map((p) => p.name);

  it.each([
    ['cofre carbono', 'es', /cofre/i],
    ['escape titanio', 'es', /escape cat-back de titanio/i],
    ['salpicaderas', 'es', /salpicaderas/i],
    ['ボンネット', 'ja', /ボンネット/],
    ['ボンネ', 'ja', /ボンネット/],
    ['カーボン ボンネット', 'ja', /カーボン.*ボンネット/],
    ['カーボンボンネット', 'ja', /カーボン.*ボンネット/],
    ['車高調', 'ja', /車高調/],
    ['GR86 マフラー', 'ja', /(GR86|86).*マフラー/],
  ] as const)('finds "%s" (%s) by its translated names', async (text, locale, expected) => {
    const found = await ids(text, locale);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => expected.test(name))).toBe(true);
  });

  it('answers the search API in the language of the page that asks', async () => {
    const response = await searchRoute(jsonRequest('/api/search?locale=ja', { query: 'ダックテール', limit: 5 }), none);
    const { products: found } = (await response.json()) as { products: { name: string; lang: string }[] };
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.lang === 'ja' && p.name.includes('ダックテール'))).toBe(true);
  });
});

describe('reviews and questions keep their language', () => {
  it('stores the page language a review and a question were written on, and reads it back', async () => {
    const db = await database();
    const review = await postReview(
      jsonRequest('/api/reviews?locale=ja', { product: SLUG, name: 'Taro', email: 'taro@example.com', rating: 5, title: '最高です', experience: 'ぴったり付きました。', imageIds: [] }),
      none,
    );
    expect(review.status).toBe(201);
    const { review: written } = (await review.json()) as { review: { id: number; lang: string } };
    expect(written.lang).toBe('ja');
    const question = await postQuestion(jsonRequest('/api/questions?locale=es', { product: SLUG, name: 'Ana', email: 'ana@example.com', question: '¿Incluye tornillería?', imageIds: [] }), none);
    const { question: asked } = (await question.json()) as { question: { id: number; lang: string } };
    expect(asked.lang).toBe('es');

    expect((await db.select({ locale: reviews.locale }).from(reviews).where(eq(reviews.id, written.id)))[0].locale).toBe('ja');
    expect((await db.select({ locale: questions.locale }).from(questions).where(eq(questions.id, asked.id)))[0].locale).toBe('es');
    const en = (await shop.productBySlug(SLUG))!;
    expect(en.reviews.find((r) => r.id === written.id)?.lang).toBe('ja');
    expect(en.questions.find((q) => q.id === asked.id)?.lang).toBe('es');
  });
});

describe("an operator's translation edits", () => {
  it('sets and clears one field at a time, and search follows the new name', async () => {
    const db = await database();
    const slug = 'mk4-supra-intake-manifold';
    expect(await setTranslation(db, slug, 'ja', 'name', 'スープラ JZA80 ワクワク インマニ')).toBe(true);
    expect((await shop.productBySlug(slug, 'ja'))!.name).toBe('スープラ JZA80 ワクワク インマニ');
    expect((await searching.search('ワクワク', { locale: 'ja' })).map((p) => p.slug)).toEqual([slug]);

    expect(await setTranslation(db, slug, 'ja', 'name', null)).toBe(true);
    const cleared = (await shop.productBySlug(slug, 'ja'))!;
    expect(cleared).toMatchObject({ name: 'MK4 Supra Intake Manifold', lang: 'en', htmlLang: { description: 'ja' } });
    expect(await searching.search('ワクワク', { locale: 'ja' })).toEqual([]);
    expect((await readTranslation(db, slug, 'ja'))?.name).toBeNull();
    expect(await setTranslation(db, 'no-such-product', 'es', 'name', 'x')).toBe(false);
  });
});
