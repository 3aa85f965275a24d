import { and, gt, lt, sql } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { expiredTags } from '@/tests/stubs/next-cache';
import { POST as postReview } from '@/app/api/reviews/route';
import { POST as postQuestion } from '@/app/api/questions/route';
import { POST as reviewReaction } from '@/app/api/reviews/[id]/reaction/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { GET as visitorReactions } from '@/app/api/reactions/route';
import { products } from '@/lib/db/schema';
import { LONG_LISTS_TAG, productTag } from '@/lib/shop/tags';
import { newVisitorId, visitorCookie } from '@/lib/reviews/visitor';

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
  it('a review expires its product', async () => {
    const product = await productInStock();
    expect((await postReview(jsonRequest('/api/reviews', review(product.slug)), none)).status).toBe(201);
    expect(expiredTags).toEqual([productTag(product.id), LONG_LISTS_TAG]);
  });

  it('a question expires its product', async () => {
    const product = await productInStock();
    const res = await postQuestion(jsonRequest('/api/questions', { product: product.id, name: 'Kei', email: 'kei@example.com', question: 'Does it fit a 2023 car?' }), none);
    expect(res.status).toBe(201);
    expect(expiredTags).toEqual([productTag(product.id), LONG_LISTS_TAG]);
  });

  it('a reaction expires the product of the review', async () => {
    const product = await productInStock();
    const id = (await (await postReview(jsonRequest('/api/reviews', review(product.slug)), none)).json()).review.id as number;
    expiredTags.length = 0;
    const res = await reviewReaction(jsonRequest(`/api/reviews/${id}/reaction`, { value: 'like', product: product.slug }, { headers: { cookie: VISITOR } }), idContext(id));
    expect(res.status).toBe(200);
    expect(expiredTags).toEqual([productTag(product.id), LONG_LISTS_TAG]);
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
