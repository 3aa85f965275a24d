import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { GET as getProduct } from '@/app/api/products/[slug]/route';
import { POST as postReview } from '@/app/api/reviews/route';
import { POST as postQuestion } from '@/app/api/questions/route';
import { POST as reviewReaction } from '@/app/api/reviews/[id]/reaction/route';
import { POST as questionReaction } from '@/app/api/questions/[id]/reaction/route';
import { POST as upload } from '@/app/api/uploads/route';
import { GET as getUpload } from '@/app/api/uploads/[id]/route';
import { orderLines, orders, products, questions, reactions, reviews, uploads, users } from '@/lib/db/schema';
import { startSession } from '@/lib/shop/accounts/session';
import { encodePartSlug } from '@/lib/shop/catalogue/slug';
import { newVisitorId, visitorCookie } from '@/lib/shop/talk/visitor';

const database = withTestDatabase();
const none = { params: Promise.resolve({}) } as never;
const slugContext = (slug: string) => ({ params: Promise.resolve({ slug }) }) as RouteContext<'/api/products/[slug]'>;
const idContext = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) }) as never;

beforeAll(() => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yps-uploads-'));
  process.env.RATE_LIMITS = 'off';
});

async function someProduct() {
  const [row] = await (await database()).select().from(products).where(sql`${products.name} like '% %'`).orderBy(products.id).limit(1);
  return row;
}

function multipart(files: { name: string; type: string; bytes: Buffer }[], locale = 'en') {
  const form = new FormData();
  for (const file of files) form.append('imageFiles[]', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return new Request(`http://shop.test/api/uploads?locale=${locale}`, { method: 'POST', body: form, headers: { 'sec-fetch-site': 'same-origin' } });
}

const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#d7191f' } }).png().toBuffer();

const validReview = (product: string | number) => ({
  product,
  name: 'Ann Driver',
  email: 'ann@example.com',
  rating: 5,
  title: 'Perfect fit',
  experience: 'Bolted straight on. <script>alert(1)</script>Great finish.',
});

describe('GET /api/products/{slug} by every link shape', () => {
  it('finds the product by name slug, upper case, and the encoded id shapes', async () => {
    const product = await someProduct();
    const shapes = [product.slug, product.slug.toUpperCase(), encodePartSlug(product.name), encodeURIComponent(encodePartSlug(product.name))];
    for (const shape of shapes) {
      const res = await getProduct(jsonRequest(`/api/products/${shape}`), slugContext(shape));
      expect(res.status).toBe(200);
      expect((await res.json()).product.id).toBe(product.id);
    }
  });

  it('answers 404 for an unknown product', async () => {
    const res = await getProduct(jsonRequest('/api/products/no-such-part-here'), slugContext('no-such-part-here'));
    expect(res.status).toBe(404);
  });
});

describe('POST /api/reviews', () => {
  it('rejects missing fields with a translated 400', async () => {
    const product = await someProduct();
    const res = await postReview(jsonRequest('/api/reviews?locale=es', { product: product.slug, name: '', email: 'x', rating: 0 }), none);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('invalid_input');
    expect(error.message).not.toBe('Some of the information sent is not valid.');
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['name', 'email', 'rating', 'title', 'experience']));
  });

  it('rejects a body that is not JSON, an unknown product and an unknown image', async () => {
    const product = await someProduct();
    expect((await postReview(jsonRequest('/api/reviews', '{nope'), none)).status).toBe(400);
    expect((await postReview(jsonRequest('/api/reviews', validReview('no-such-part-here')), none)).status).toBe(404);
    const res = await postReview(jsonRequest('/api/reviews', { ...validReview(product.slug), imageIds: ['0'.repeat(32)] }), none);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ imageIds: ['unknownImage'] });
  });

  it('stores a valid review as plain text and shows it without the e-mail', async () => {
    const product = await someProduct();
    const res = await postReview(jsonRequest('/api/reviews', validReview(product.slug)), none);
    expect(res.status).toBe(201);
    const { review } = await res.json();
    expect(review).toMatchObject({ name: 'Ann Driver', rating: 5, verified: false, experience: 'Bolted straight on. Great finish.' });
    expect(review).not.toHaveProperty('email');

    const page = await (await getProduct(jsonRequest(`/api/products/${product.slug}`), slugContext(product.slug))).text();
    expect(page).toContain('Perfect fit');
    expect(page).not.toContain('ann@example.com');
    expect(page).not.toContain('"email"');
  });

  it.each([
    ['a signed-in shopper whose paid order has the product', { signedIn: true, status: 'Paid' }, true],
    ['a signed-in shopper whose order is not paid', { signedIn: true, status: 'Pending payment' }, false],
    ['a guest giving the e-mail of a paid order', { signedIn: false, status: 'Paid' }, false],
  ])('verified buyer: %s → %p', async (_label, { signedIn, status }, verified) => {
    const product = await someProduct();
    const db = await database();
    const [user] = await db
      .insert(users)
      .values({ firstName: 'Rin', lastName: 'Buyer', email: `buyer-${status}-${signedIn}@example.com`.replace(' ', '-').toLowerCase(), passwordHash: 'x' })
      .returning();
    const [order] = await db
      .insert(orders)
      .values({ number: `T-REVIEW-${user.id}`, userId: user.id, email: user.email, status, shippingAddress: {}, subtotal: '10', total: '10' })
      .returning();
    await db.insert(orderLines).values({ orderId: order.id, productId: product.id, productName: product.name, quantity: 1, unitPrice: '10', originalUnitPrice: '10', lineTotal: '10' });
    const cookie = signedIn ? (await startSession({ id: String(user.id), name: 'Rin Buyer', email: user.email })).split(';')[0] : '';
    const res = await postReview(jsonRequest('/api/reviews', { ...validReview(product.id), email: user.email }, { headers: { cookie } }), none);
    expect(res.status).toBe(201);
    expect((await res.json()).review.verified).toBe(verified);
  });

  it('refuses a review whose text is nothing but markup', async () => {
    const product = await someProduct();
    const res = await postReview(jsonRequest('/api/reviews', { ...validReview(product.slug), title: '<b></b>' }), none);
    expect(res.status).toBe(400);
  });
});

describe('POST /api/questions', () => {
  it('validates and stores a question', async () => {
    const product = await someProduct();
    const bad = await postQuestion(jsonRequest('/api/questions?locale=ja', { product: product.slug, name: 'Ken' }), none);
    expect(bad.status).toBe(400);
    const res = await postQuestion(jsonRequest('/api/questions', { product: product.slug, name: 'Ken', email: 'ken@example.com', question: 'Does it fit the 2023 model?' }), none);
    expect(res.status).toBe(201);
    const { question } = await res.json();
    expect(question).toMatchObject({ question: 'Does it fit the 2023 model?', answers: [] });
    expect(question).not.toHaveProperty('email');
  });
});

describe('uploads', () => {
  it('accepts a PNG, re-encodes it under a random id and serves it with long caching', async () => {
    const res = await upload(multipart([{ name: 'photo.png', type: 'image/png', bytes: await png() }]), none);
    expect(res.status).toBe(201);
    const { imageNames, images } = await res.json();
    expect(imageNames).toHaveLength(1);
    expect(imageNames[0]).toMatch(/^[a-f0-9]{32}$/);
    expect(images[0].url).toBe(`/api/uploads/${imageNames[0]}`);
    const [row] = await (await database()).select().from(uploads).where(eq(uploads.id, imageNames[0]));
    expect(row.contentType).toBe('image/webp');

    const served = await getUpload(jsonRequest(`/api/uploads/${imageNames[0]}`), idContext(imageNames[0]));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    const product = await someProduct();
    const review = await postReview(jsonRequest('/api/reviews', { ...validReview(product.slug), imageIds: imageNames }), none);
    expect(review.status).toBe(201);
    expect((await review.json()).review.images).toEqual(imageNames);
  });

  it('rejects a text file named .png by its content', async () => {
    const res = await upload(multipart([{ name: 'evil.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg> just text') }], 'es'), none);
    expect([400, 415]).toContain(res.status);
    const { error } = await res.json();
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toMatch(/imágenes/);
  });

  it('rejects a truncated image whose header looks right', async () => {
    const truncated = (await png()).subarray(0, 40);
    const res = await upload(multipart([{ name: 'cut.png', type: 'image/png', bytes: truncated }]), none);
    expect(res.status).toBe(415);
  });

  it('rejects a file over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await upload(multipart([{ name: 'big.png', type: 'image/png', bytes: big }]), none);
    expect(res.status).toBe(413);
  });

  it('rejects more than six files and an empty post', async () => {
    const bytes = await png();
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', bytes }));
    expect((await upload(multipart(seven), none)).status).toBe(400);
    expect((await upload(multipart([]), none)).status).toBe(400);
  });

  it('answers 404 for an unknown or malformed upload id', async () => {
    expect((await getUpload(jsonRequest('/api/uploads/x'), idContext('../../etc/passwd'))).status).toBe(404);
    expect((await getUpload(jsonRequest('/api/uploads/x'), idContext('f'.repeat(32)))).status).toBe(404);
  });
});

describe('reactions', () => {
  const signedVisitor = () => visitorCookie(newVisitorId(), false).split(';')[0];
  const react = (kind: 'review' | 'question', id: number, value: string, cookie?: string) =>
    (kind === 'review' ? reviewReaction : questionReaction)(
      jsonRequest(`/api/${kind}s/${id}/reaction`, { value }, cookie ? { headers: { cookie } } : {}),
      idContext(id),
    );

  async function freshReview() {
    const product = await someProduct();
    const res = await postReview(jsonRequest('/api/reviews', validReview(product.slug)), none);
    return (await res.json()).review.id as number;
  }

  it('keeps one row per visitor while toggling like → dislike → none', async () => {
    const id = await freshReview();
    const first = await react('review', id, 'like');
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^yps_visitor=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(await first.json()).toEqual({ likes: 1, dislikes: 0, value: 'like' });
    const cookie = setCookie.split(';')[0];

    const second = await react('review', id, 'dislike', cookie);
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await second.json()).toEqual({ likes: 0, dislikes: 1, value: 'dislike' });
    expect(await (await react('review', id, 'none', cookie)).json()).toEqual({ likes: 0, dislikes: 0, value: 'none' });

    const rows = await (await database()).select().from(reactions).where(and(eq(reactions.itemKind, 'review'), eq(reactions.itemId, id)));
    expect(rows).toHaveLength(1);
    const [stored] = await (await database()).select().from(reviews).where(eq(reviews.id, id));
    expect([stored.likes, stored.dislikes]).toEqual([0, 0]);
  });

  it('counts two visitors twice', async () => {
    const id = await freshReview();
    await react('review', id, 'like', signedVisitor());
    const res = await react('review', id, 'like', signedVisitor());
    expect(await res.json()).toEqual({ likes: 2, dislikes: 0, value: 'like' });
  });

  it('works for questions with helpful and unhelpful, over the seeded counts', async () => {
    const [question] = await (await database()).select().from(questions).orderBy(questions.id).limit(1);
    const res = await react('question', question.id, 'unhelpful', signedVisitor());
    expect(await res.json()).toEqual({ helpful: question.helpful, unhelpful: question.unhelpful + 1, value: 'unhelpful' });
  });

  it('rejects a bad value, a value of the other kind and an unknown item', async () => {
    const id = await freshReview();
    expect((await react('review', id, 'love')).status).toBe(400);
    expect((await react('review', id, 'helpful')).status).toBe(400);
    expect((await react('review', 999_999, 'like')).status).toBe(404);
    expect((await reviewReaction(jsonRequest('/api/reviews/abc/reaction', { value: 'like' }), idContext('abc'))).status).toBe(404);
  });
});
