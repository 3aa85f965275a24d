import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { attachedTags, expiredTags } from '@/tests/stubs/next-cache';
import { POST as postReview } from '@/app/api/reviews/route';
import { POST as postQuestion } from '@/app/api/questions/route';
import { POST as reviewReaction } from '@/app/api/reviews/[id]/reaction/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { GET as visitorReactions } from '@/app/api/reactions/route';
import { products, relatedProducts } from '@/lib/db/schema';
import { LONG_LISTS_TAG, productTag, productTalkTag } from '@/lib/shop/common/tags';
import { cachedFilter, cachedHot, cachedLatest, cachedProduct, cachedProductTalk, cachedSearch } from '@/lib/shop/data/cached-reads';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import { newVisitorId, visitorCookie } from '@/lib/shop/talk/visitor';

const database = withTestDatabase();
const none = { params: Promise.resolve({}) } as never;
const idContext = (id: number) => ({ params: Promise.resolve({ id: String(id) }) }) as never;
// A visitor cookie as the server signs it.
const VISITOR = visitorCookie(newVisitorId(), false).split(';')[0];

beforeAll(() => {
  process.env.RATE_LIMITS = 'off';
});

beforeEach(() => {
  expiredTags.length = 0;
});

/** A product with a few left, so one more than its stock is still within the per-line limit. */
async function productInStock() {
  const [row] = await (await database())
    .select()
    .from(products)
    .where(and(gt(products.quantityLeft, 2), lt(products.quantityLeft, 9), sql`${products.name} like '% %'`))
    .limit(1);
  return row;
}

const review = (product: string) => ({ product, name: 'Kei Driver', email: 'kei@example.com', rating: 4, title: 'Good', experience: 'Fits well.' });

describe('every write expires the cached pages of exactly what it changed', () => {
  it("a review expires only its product's talk", async () => {
    const product = await productInStock();
    expect((await postReview(jsonRequest('/api/reviews', review(product.slug)), none)).status).toBe(201);
    expect(expiredTags).toEqual([productTalkTag(product.id)]);
  });

  it("a question expires only its product's talk", async () => {
    const product = await productInStock();
    const res = await postQuestion(jsonRequest('/api/questions', { product: product.id, name: 'Kei', email: 'kei@example.com', question: 'Does it fit a 2023 car?' }), none);
    expect(res.status).toBe(201);
    expect(expiredTags).toEqual([productTalkTag(product.id)]);
  });

  it("a reaction expires only the talk of the review's product", async () => {
    const product = await productInStock();
    const id = (await (await postReview(jsonRequest('/api/reviews', review(product.slug)), none)).json()).review.id as number;
    expiredTags.length = 0;
    const res = await reviewReaction(jsonRequest(`/api/reviews/${id}/reaction`, { value: 'like', product: product.slug }, { headers: { cookie: VISITOR } }), idContext(id));
    expect(res.status).toBe(200);
    expect(expiredTags).toEqual([productTalkTag(product.id)]);
  });

  it('an order expires the products whose stock it took, and a refused one expires nothing', async () => {
    const product = await productInStock();
    const body = {
      lines: [{ product_id: product.id, quantity: 1, is_deposit: false }],
      contact: { email: 'buyer@example.com', name: 'Ana Buyer', phone: '+1 (555) 010-2000' },
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    };
    expect((await placeOrder(jsonRequest('/api/orders?locale=en', body), none)).status).toBe(201);
    expect(expiredTags).toEqual([productTag(product.id), LONG_LISTS_TAG]);

    expiredTags.length = 0;
    // One more than is left now that the first order took one.
    const tooMany = { ...body, lines: [{ product_id: product.id, quantity: product.quantityLeft, is_deposit: false }] };
    expect((await placeOrder(jsonRequest('/api/orders?locale=en', tooMany), none)).status).toBe(409);
    expect(expiredTags).toEqual([]);
  });
});

describe("a like reaches the product's own page and no list of cards", () => {
  /** Tags the cached reads attach while `read` runs. */
  async function tagsOf(read: () => Promise<unknown>): Promise<string[]> {
    attachedTags.length = 0;
    await read();
    return [...attachedTags];
  }

  /** A product on home's newest row that another product lists as related. */
  async function relatedNewArrival() {
    const latest = await cachedLatest(12);
    const [link] = await (await database())
      .select({ productId: relatedProducts.productId, relatedId: relatedProducts.relatedId })
      .from(relatedProducts)
      .where(inArray(relatedProducts.relatedId, latest.map((item) => item.id)))
      .limit(1);
    const [page] = await (await database()).select({ slug: products.slug }).from(products).where(eq(products.id, link.productId));
    return { product: latest.find((item) => item.id === link.relatedId)!, relatedPage: page.slug };
  }

  it('expires a tag no home row, listing, search answer or related page carries, and the one its talk carries', async () => {
    const { product, relatedPage } = await relatedNewArrival();
    const cards = {
      home: await tagsOf(() => Promise.all([cachedLatest(12), cachedHot()])),
      listing: await tagsOf(() => cachedFilter({ selection: { ...emptySelection(), vehicle: product.vehicles.slice(0, 1) }, sort: 'featured', page: 1, pageSize: 200 })),
      search: await tagsOf(() => cachedSearch(product.name, {})),
      related: await tagsOf(() => cachedProduct(relatedPage)),
    };
    // Each of them shows the product's card, so a change to the card reaches them all.
    for (const tags of Object.values(cards)) expect(tags).toContain(productTag(product.id));

    const id = (await (await postReview(jsonRequest('/api/reviews', review(product.slug)), none)).json()).review.id as number;
    expiredTags.length = 0;
    const liked = await reviewReaction(jsonRequest(`/api/reviews/${id}/reaction`, { value: 'like', product: product.slug }, { headers: { cookie: VISITOR } }), idContext(id));
    expect(liked.status).toBe(200);

    expect(expiredTags.length).toBeGreaterThan(0);
    for (const tags of Object.values(cards)) expect(tags.filter((tag) => expiredTags.includes(tag))).toEqual([]);
    const talkTags = await tagsOf(async () => {
      const talk = await cachedProductTalk(product.slug);
      expect(talk?.reviews.find((item) => item.id === id)?.likes).toBe(1);
    });
    expect(talkTags).toEqual(expect.arrayContaining(expiredTags));
  });
});

describe('GET /api/reactions (the pressed toggles of a cached product page)', () => {
  it("answers the visitor's own choices, privately", async () => {
    const product = await productInStock();
    const id = (await (await postReview(jsonRequest('/api/reviews', review(product.slug)), none)).json()).review.id as number;
    await reviewReaction(jsonRequest(`/api/reviews/${id}/reaction`, { value: 'dislike', product: product.slug }, { headers: { cookie: VISITOR } }), idContext(id));

    const mine = await visitorReactions(jsonRequest(`/api/reactions?reviews=${id}&questions=`, undefined, { headers: { cookie: VISITOR } }), none);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.json()).toEqual({ reactions: { [`review:${id}`]: 'down' } });

    const stranger = await visitorReactions(jsonRequest(`/api/reactions?reviews=${id}`), none);
    expect(await stranger.json()).toEqual({ reactions: {} });
  });

  it('refuses a malformed id list with a 400', async () => {
    const res = await visitorReactions(jsonRequest('/api/reactions?reviews=1,x'), none);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_input');
  });
});
