/**
 * Each attack of the hardening report, replayed against the route handlers on a real database,
 * with the answer that now holds. Requests carry the peer address the Node server records
 * (PEER_HEADER), so "a new made-up X-Forwarded-For each time" is what a client can really send.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import ja from '@/messages/ja.json';
import { PEER_HEADER } from '@/lib/edge/client-address';
import { settled } from '@/lib/api/after-answer';
import { RATE_LIMITS } from '@/lib/api/rate-limit';
import { MAX_IN_STOCK_UNITS } from '@/lib/shop/orders/order-limits';
import { newVisitorId, visitorCookie } from '@/lib/shop/talk/visitor';
import { outbox, passwordResetTokens, products, reviews, users } from '@/lib/db/schema';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as recover } from '@/app/api/auth/recover/route';
import { POST as reset } from '@/app/api/auth/reset/route';
import { GET as accountOrders } from '@/app/api/account/orders/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { POST as postReview } from '@/app/api/reviews/route';
import { POST as reviewReaction } from '@/app/api/reviews/[id]/reaction/route';
import { POST as upload } from '@/app/api/uploads/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { GET as product } from '@/app/api/products/[slug]/route';
import { GET as unknownApiGet, POST as unknownApiPost } from '@/app/api/[...path]/route';
import { GET as searchGet, DELETE as searchDelete } from '@/app/api/search/route';

const database = withTestDatabase();
const none = { params: Promise.resolve({}) } as never;
const idContext = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) }) as never;

let next = 1;
/** A fresh peer address per call site, so one test's budget does not spend another's. */
const newPeer = () => `192.0.2.${next++}`;
const from = (peer: string, extra: Record<string, string> = {}) => ({ headers: { [PEER_HEADER]: peer, ...extra } });
const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';

async function newShopper(email: string, password = 'correct horse') {
  const res = await register(jsonRequest('/api/auth/register', { firstName: 'Ada', lastName: 'Shopper', email, password }, from(newPeer())), none);
  expect(res.status).toBe(201);
  return { email, password, cookie: cookieOf(res) };
}

const contact = { email: 'buyer@example.com', name: 'Ana Buyer', phone: '+1 (555) 010-2000' };
const address = { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

// Every failed login checks a password hash (on purpose slow), so these tests take seconds.
jest.setTimeout(60_000);

describe('1. rate limits on the real client address', () => {
  it('a new made-up X-Forwarded-For per guess buys no new budget, and the account then waits', async () => {
    const shopper = await newShopper('target@example.com');
    const peer = newPeer();
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess++) {
      const res = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: `wrong ${guess}` }, from(peer, { 'x-forwarded-for': `10.9.${guess}.1` })), none);
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(RATE_LIMITS.loginFailuresByEmailAndAddress.points);
    expect(statuses.at(-1)).toBe(429);
    const right = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: shopper.password }, from(peer)), none);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('guessing one account from many addresses stops at the per-account budget', async () => {
    const shopper = await newShopper('spread@example.com');
    const statuses: number[] = [];
    for (let guess = 0; guess < RATE_LIMITS.loginFailuresByEmail.points + 5; guess++) {
      const res = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: `wrong ${guess}` }, from(newPeer())), none);
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(RATE_LIMITS.loginFailuresByEmail.points);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });

  it('failed logins from one address do not lock out anybody else', async () => {
    const shopper = await newShopper('bystander@example.com');
    const attacker = newPeer();
    for (let guess = 0; guess < 15; guess++) {
      await login(jsonRequest('/api/auth/login', { email: `nobody${guess}@example.com`, password: 'whatever1' }, from(attacker)), none);
    }
    const res = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: shopper.password }, from(newPeer())), none);
    expect(res.status).toBe(200);
  });

  it('forty recovery requests for one address from made-up addresses send five mails', async () => {
    const shopper = await newShopper('flooded@example.com');
    const peer = newPeer();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      // Spread over real addresses too: the per-e-mail limit holds whatever the address.
      const res = await recover(jsonRequest('/api/auth/recover', { email: shopper.email }, from(attempt % 2 ? peer : newPeer(), { 'x-forwarded-for': `10.8.${attempt}.1` })), none);
      statuses.push(res.status);
    }
    await settled();
    const mails = await (await database()).select().from(outbox).where(eq(outbox.to, shopper.email));
    expect(mails).toHaveLength(RATE_LIMITS.recoverByEmail.points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - RATE_LIMITS.recoverByEmail.points);
  });

  it('believes X-Forwarded-For only as far as TRUSTED_PROXIES says', async () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    try {
      const proxy = '10.0.0.2';
      const tries = (client: string) =>
        newsletter(jsonRequest('/api/newsletter', { email: `n${next++}@example.com` }, from(proxy, { 'x-forwarded-for': client })), none);
      for (let i = 0; i < RATE_LIMITS.newsletter.points; i++) expect((await tries('198.51.100.20')).status).toBe(200);
      expect((await tries('198.51.100.20')).status).toBe(429);
      // Another client behind the same proxy has its own budget.
      expect((await tries('198.51.100.21')).status).toBe(200);
    } finally {
      delete process.env.TRUSTED_PROXIES;
    }
  });
});

describe('2. reactions', () => {
  let reviewId = 0;
  beforeAll(async () => {
    const [row] = await (await database()).select().from(products).limit(1);
    const res = await postReview(
      jsonRequest('/api/reviews', { product: row.id, name: 'Ann', email: 'ann@example.com', rating: 5, title: 'Good', experience: 'Fits well' }, from(newPeer())),
      none,
    );
    reviewId = (await res.json()).review.id;
  });
  const likes = async () => (await (await database()).select({ likes: reviews.likes }).from(reviews).where(eq(reviews.id, reviewId)))[0].likes;
  const like = (peer: string, cookie?: string) =>
    reviewReaction(jsonRequest(`/api/reviews/${reviewId}/reaction`, { value: 'like' }, from(peer, cookie ? { cookie } : {})), idContext(reviewId));

  it('a made-up or unsigned visitor id adds nothing', async () => {
    const before = await likes();
    const peer = newPeer();
    for (const cookie of ['yps_visitor=AAAAAAAAAAAAAAAAAAAAAA', `yps_visitor=${newVisitorId()}.${'A'.repeat(43)}`, 'yps_visitor=x']) {
      const res = await like(peer, cookie);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('invalid_visitor');
      // The answer carries a signed id, so a real shopper's next press counts.
      expect(res.headers.get('set-cookie')).toMatch(/^yps_visitor=[\w-]{22}\.[\w-]{43};/);
    }
    expect(await likes()).toBe(before);
  });

  it('cookie-less requests from one address stop at its new-visitor budget', async () => {
    const before = await likes();
    const peer = newPeer();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await like(peer)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.visitor.points);
    expect(await likes()).toBe(before + RATE_LIMITS.visitor.points);
  });

  it('a signed id counts once however often it presses, and presses are limited per address', async () => {
    const before = await likes();
    const peer = newPeer();
    const cookie = visitorCookie(newVisitorId(), false).split(';')[0];
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.reaction.points + 3; i++) statuses.push((await like(peer, cookie)).status);
    expect(await likes()).toBe(before + 1);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  });
});

describe('3. body limits', () => {
  /** A chunked body that would be `megabytes` long; counts how much of it was pulled. */
  function chunked(megabytes: number) {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= megabytes * 16) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    return { body, pulled: () => pulled * 64 * 1024 };
  }

  it('a chunked 100 MB upload is refused with 413 after reading little more than the limit', async () => {
    const stream = chunked(100);
    const request = new Request('http://shop.test/api/uploads', {
      method: 'POST',
      body: stream.body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'same-origin', [PEER_HEADER]: newPeer() },
    } as RequestInit);
    const res = await upload(request, none);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toMatch(/large/);
    expect(stream.pulled()).toBeLessThan(40 * 1024 * 1024);
  });

  it('a 100 MB JSON body is refused with 413 after 64 KB', async () => {
    const stream = chunked(100);
    const request = new Request('http://shop.test/api/newsletter?locale=es', {
      method: 'POST',
      body: stream.body,
      duplex: 'half',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', [PEER_HEADER]: newPeer() },
    } as RequestInit);
    const res = await newsletter(request, none);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: 'body_too_large', message: 'La solicitud es demasiado grande para aceptarla.' });
    // The limit, plus the chunk that crossed it and the one the stream had queued.
    expect(stream.pulled()).toBeLessThanOrEqual(256 * 1024);
  });
});

describe('4. well-formed input that used to answer 500', () => {
  it('a NUL character in a text field is a translated 400 naming the field', async () => {
    const res = await register(
      jsonRequest('/api/auth/register?locale=ja', { firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com', password: 'long enough' }, from(newPeer())),
      none,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'invalid_input', fields: { firstName: ['invalidCharacters'] } });
    expect(body.error.message).toBe(ja.api.invalid_input);
  });

  it('GET /api/products/%00 is a JSON 404', async () => {
    const res = await product(jsonRequest('/api/products/%00'), { params: Promise.resolve({ slug: '\u0000' }) } as never);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('a product_id of 2^31 is a 400 with a field key', async () => {
    const res = await placeOrder(jsonRequest('/api/orders', { lines: [{ product_id: 2 ** 31, quantity: 1 }], contact, address }, from(newPeer())), none);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields['lines.0.product_id']).toEqual(['tooBig']);
  });

  it('an order whose total would overflow is a translated 422, and the log carries no personal data', async () => {
    const db = await database();
    const [row] = await db.select().from(products).where(eq(products.quantityLeft, -1)).limit(1);
    await db.update(products).set({ price: '99999999.00' }).where(eq(products.id, row.id));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await placeOrder(jsonRequest('/api/orders?locale=es', { lines: [{ product_id: row.id, quantity: 999 }], contact, address }, from(newPeer())), none);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toMatchObject({ code: 'total_too_large', message: expect.stringContaining('demasiado grande') });
      const logged = JSON.stringify(errors.mock.calls);
      for (const secret of [contact.email, contact.phone, address.line1]) expect(logged).not.toContain(secret);
    } finally {
      errors.mockRestore();
      await db.update(products).set({ price: row.price }).where(eq(products.id, row.id));
    }
  });
});

describe('5. reset links', () => {
  it('a reset with one link revokes every other outstanding link', async () => {
    const shopper = await newShopper('twolinks@example.com');
    for (let i = 0; i < 2; i++) await recover(jsonRequest('/api/auth/recover', { email: shopper.email }, from(newPeer())), none);
    await settled();
    const mails = await (await database()).select().from(outbox).where(eq(outbox.to, shopper.email)).orderBy(outbox.id);
    const [t1, t2] = mails.map((mail) => /token=([\w-]+)/.exec(mail.body)![1]);
    expect((await reset(jsonRequest('/api/auth/reset', { token: t1, password: 'new password 1' }, from(newPeer())), none)).status).toBe(200);
    const second = await reset(jsonRequest('/api/auth/reset', { token: t2, password: 'new password 2' }, from(newPeer())), none);
    expect(second.status).toBe(400);
    expect((await second.json()).error.code).toBe('invalid_token');
    const [user] = await (await database()).select().from(users).where(eq(users.email, shopper.email));
    const open = await (await database()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(open.every((token) => token.usedAt !== null)).toBe(true);
  });
});

describe('6. cross-site requests', () => {
  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }, 403],
    ['a sibling site (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site' }, 403],
    ['another origin (Origin only)', { 'sec-fetch-site': '', origin: 'https://evil.example' }, 403],
    ['no origin at all', { 'sec-fetch-site': '' }, 403],
    ['this origin (Origin only)', { 'sec-fetch-site': '', origin: 'http://shop.test' }, 200],
    ['the host it was sent to (Origin only)', { 'sec-fetch-site': '', origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, 200],
    ['another origin, sent to this host', { 'sec-fetch-site': '', origin: 'https://evil.example', host: '127.0.0.1:3000' }, 403],
    ['an origin that is not an address', { 'sec-fetch-site': '', origin: 'null', host: '127.0.0.1:3000' }, 403],
  ])('a newsletter POST from %s', async (_, headers, status) => {
    const init = from(newPeer(), headers);
    const request = jsonRequest('/api/newsletter', { email: `x${next++}@example.com` }, init);
    if (!headers['sec-fetch-site']) request.headers.delete('sec-fetch-site');
    const res = await newsletter(request, none);
    expect(res.status).toBe(status);
    if (status === 403) expect((await res.json()).error.code).toBe('cross_site');
  });

  it('a text/plain body is refused with 415, even from this origin', async () => {
    const res = await newsletter(jsonRequest('/api/newsletter', JSON.stringify({ email: 'plain@example.com' }), { headers: { 'content-type': 'text/plain', [PEER_HEADER]: newPeer() } }), none);
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('unsupported_content_type');
  });

  it('a cross-site form cannot sign a shopper out', async () => {
    const shopper = await newShopper('stay@example.com');
    const form = new Request('http://shop.test/api/auth/logout', {
      method: 'POST',
      body: new URLSearchParams({ a: '1' }),
      headers: { cookie: shopper.cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect((await logout(form, none)).status).toBe(403);
    expect((await accountOrders(jsonRequest('/api/account/orders', undefined, { headers: { cookie: shopper.cookie } }), none)).status).toBe(200);
  });
});

describe('8. API error answers', () => {
  it('a wrong method is a JSON 405 with Allow', async () => {
    const get = await searchGet(jsonRequest('/api/search?locale=es'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await get.json()).error).toMatchObject({ code: 'method_not_allowed', message: 'Esta dirección no acepta ese tipo de solicitud.' });
    expect((await searchDelete(jsonRequest('/api/search'))).status).toBe(405);
  });

  it('an unknown /api/ path is a JSON 404 for every method', async () => {
    for (const handler of [unknownApiGet, unknownApiPost]) {
      const res = await handler(jsonRequest('/api/nothing/here'));
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((await res.json()).error.code).toBe('not_found');
    }
  });

  it('field errors are message keys, not zod sentences', async () => {
    const res = await placeOrder(jsonRequest('/api/orders', { lines: [{ product_id: 1, quantity: 0 }], contact, address }, from(newPeer())), none);
    const { fields } = (await res.json()).error;
    expect(fields['lines.0.quantity']).toEqual(['tooSmall']);
    expect(JSON.stringify(fields)).not.toMatch(/expected|Too small/);
  });
});

describe('9. recovery timing', () => {
  it('answers before looking the address up: known and unknown addresses do the same work first', async () => {
    const shopper = await newShopper('timing@example.com');
    const before = await (await database()).select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    const known = await recover(jsonRequest('/api/auth/recover', { email: shopper.email }, from(newPeer())), none);
    const unknown = await recover(jsonRequest('/api/auth/recover', { email: 'nobody-here@example.com' }, from(newPeer())), none);
    expect(await known.json()).toEqual(await unknown.json());
    await settled();
    const after = await (await database()).select().from(outbox).where(inArray(outbox.to, [shopper.email, 'nobody-here@example.com']));
    expect(after.map((mail) => mail.to)).toEqual([shopper.email]);
    expect(after[0].id).toBeGreaterThan(before[0]?.id ?? 0);
  });
});

describe('10. hoarding', () => {
  it('one order cannot take more than the per-order cap of an in-stock product', async () => {
    const db = await database();
    const [row] = await db.select().from(products).where(eq(products.quantityLeft, 500)).limit(1);
    const [target] = row ? [row] : await db.select().from(products).where(eq(products.quantityLeft, 20)).limit(1);
    const stock = target ?? (await db.update(products).set({ quantityLeft: 50 }).where(eq(products.id, 1)).returning())[0];
    const res = await placeOrder(
      jsonRequest('/api/orders?locale=es', { lines: [{ product_id: stock.id, quantity: MAX_IN_STOCK_UNITS + 1 }], contact, address }, from(newPeer())),
      none,
    );
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatchObject({ code: 'too_many_units', productId: stock.id, message: expect.stringContaining(String(MAX_IN_STOCK_UNITS)) });
    const [unchanged] = await db.select().from(products).where(eq(products.id, stock.id));
    expect(unchanged.quantityLeft).toBe(stock.quantityLeft);
  });

  it('one address may place a bounded number of orders', async () => {
    const db = await database();
    const [special] = await db.select().from(products).where(eq(products.quantityLeft, -1)).limit(1);
    const peer = newPeer();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.order.points + 2; i++) {
      const res = await placeOrder(jsonRequest('/api/orders', { lines: [{ product_id: special.id, quantity: 1 }], contact, address }, from(peer)), none);
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMITS.order.points);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
