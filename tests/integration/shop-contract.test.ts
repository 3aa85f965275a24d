import sharp from 'sharp';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { sql } from 'drizzle-orm';
import { withTestDatabase } from './helpers/test-db';
import { openDatabase, type Database } from '@/lib/db/open';
import { executeRows } from '@/lib/db/execute-rows';
import { embeddedShop } from '@/lib/shop/catalogue/embedded';
import { remoteShop } from '@/lib/shop/catalogue/remote';
import { emptyFilter } from '@/lib/shop/filter-map';
import { encodePartSlug } from '@/lib/catalog/slug';
import type { ProductDetail, ShopBackend } from '@/lib/shop/types';
import { standInShop, type StandInShop } from '../support/stand-in-shop';

/**
 * One suite, both shops: every method of ShopBackend behaves the same whether the embedded
 * database or the shop server (a stand-in following spec sections 7, served by msw) answers.
 */

const UPSTREAM = 'http://upstream.test';
let standIn: StandInShop = standInShop();
const server = setupServer(http.all(`${UPSTREAM}/*`, ({ request }) => standIn.handle(request)));

const embeddedDatabase = withTestDatabase();
let remoteDatabase: Promise<Database>;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  remoteDatabase = openDatabase({ memory: true });
  process.env.RATE_LIMITS = 'off';
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await ((await remoteDatabase) as unknown as { $client: { close(): Promise<void> } }).$client.close();
});

const shops: [string, () => ShopBackend][] = [
  ['embedded', () => embeddedShop(embeddedDatabase)],
  ['remote', () => remoteShop(UPSTREAM, { database: () => remoteDatabase })],
];

const webp = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).webp().toBuffer();
const unique = () => Math.random().toString(36).slice(2, 10);
const listing = { filter: emptyFilter(), sort: 'featured' as const, page: 1, pageSize: 14 };

/** A product with at least one review and one question, found through the shop's own listings. */
async function reviewedProduct(shop: ShopBackend): Promise<ProductDetail> {
  for (const summary of [...(await shop.hot()), ...(await shop.latest(40))]) {
    const detail = await shop.productBySlug(summary.slug);
    if (detail && detail.reviews.length > 0 && detail.questions.length > 0) return detail;
  }
  throw new Error('no reviewed product');
}

describe.each(shops)('the %s shop', (_name, make) => {
  let shop: ShopBackend;
  beforeAll(() => {
    standIn = standInShop();
    shop = make();
  });

  describe('catalogue', () => {
    it('lists latest, hot, filtered, garage-sale and new-arrival products with shopper prices', async () => {
      const latest = await shop.latest(3);
      expect(latest.length).toBeGreaterThan(0);
      expect(latest.length).toBeLessThanOrEqual(3);
      for (const product of latest) expect(product).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: expect.any(Number), images: expect.any(Array) });
      expect((await shop.hot()).length).toBeGreaterThan(0);

      const page = await shop.filter(listing);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page).toMatchObject({ page: 1, total: expect.any(Number), pageCount: expect.any(Number) });
      const garage = await shop.garageSale(listing);
      expect(garage.items.every((p) => p.garageSale)).toBe(true);
      expect((await shop.newArrivals(listing)).items.length).toBeGreaterThan(0);
    });

    it('counts a listing as its pages do, for landing tiles', async () => {
      const filter = { ...emptyFilter(), car_model: ['ZN8 GR86'] };
      expect(await shop.count(filter)).toBe((await shop.filter({ ...listing, filter })).total);
      expect(await shop.count(emptyFilter(), 'garage')).toBe((await shop.garageSale(listing)).total);
    });

    it('searches by a word of a product name', async () => {
      const [first] = await shop.latest(1);
      const word = first.name.split(' ').find((w) => w.length > 3)!;
      const found = await shop.search(word);
      expect(found.some((p) => p.id === first.id)).toBe(true);
    });

    it('finds a product by its slug, by the encoded name (any case) and not by an unknown one', async () => {
      const [first] = await shop.latest(1);
      expect((await shop.productBySlug(first.slug))?.id).toBe(first.id);
      expect((await shop.productBySlug(encodePartSlug(first.name).toUpperCase()))?.id).toBe(first.id);
      await expect(shop.productBySlug('no-such-part-anywhere')).resolves.toBeNull();
    });

    it('lists sitemap products that open as product pages', async () => {
      const entries = await shop.sitemapProducts(5);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(5);
      expect(await shop.productBySlug(entries[0].slug)).not.toBeNull();
    });
  });

  describe('reviews, questions, reactions and images', () => {
    it('stores images and answers names the browser can load', async () => {
      const names = await shop.saveImages([await webp()]);
      expect(names).toHaveLength(1);
      expect(shop.imageUrl(names[0])).toContain(names[0]);
      await expect(shop.imagesExist(names)).resolves.toBe(true);
    });

    it('writes a review and a question that the product then shows', async () => {
      const product = await reviewedProduct(shop);
      const [image] = await shop.saveImages([await webp()]);
      const title = `Solid part ${unique()}`;
      const review = await shop.writeReview({ product: product.slug, name: 'Eve', email: 'eve@example.com', rating: 4, title, experience: 'Good <b>fit</b>', imageIds: [image] });
      expect(review).toMatchObject({ ok: true, item: { title, experience: 'Good fit', rating: 4 } });
      const question = await shop.askQuestion({ product: product.slug, name: 'Eve', email: 'eve@example.com', question: `Does it fit? ${unique()}`, imageIds: [] });
      expect(question.ok).toBe(true);

      const after = await shop.productBySlug(product.slug);
      const shown = after?.reviews.find((r) => r.title === title);
      expect(shown?.images[0]).toContain(image);
      expect(JSON.stringify(after)).not.toContain('eve@example.com');
      expect(after?.questions.length).toBe(product.questions.length + 1);
    });

    it('refuses a review of an unknown product or of markup only', async () => {
      const input = { name: 'Eve', email: 'eve@example.com', rating: 4, title: 'T', experience: 'E', imageIds: [] };
      await expect(shop.writeReview({ ...input, product: 'no-such-part-anywhere' })).resolves.toEqual({ ok: false, reason: 'not_found' });
      const product = await reviewedProduct(shop);
      await expect(shop.writeReview({ ...input, product: product.slug, title: '<b></b>' })).resolves.toEqual({ ok: false, reason: 'empty' });
    });

    it('keeps one reaction per visitor and answers the resulting counts', async () => {
      const product = await reviewedProduct(shop);
      const review = product.reviews[0];
      const visitor = `visitor-${unique()}`;
      const liked = await shop.react('review', review.id, visitor, 1, product.slug);
      expect(liked).toEqual({ up: review.likes + 1, down: review.dislikes });
      // The same visitor liking again does not count twice; switching moves the vote.
      expect(await shop.react('review', review.id, visitor, 1, product.slug)).toEqual(liked);
      expect(await shop.react('review', review.id, visitor, -1, product.slug)).toEqual({ up: review.likes, down: review.dislikes + 1 });
      expect((await shop.productBySlug(product.slug))?.reviews.find((r) => r.id === review.id)).toMatchObject({ likes: review.likes, dislikes: review.dislikes + 1 });

      const question = product.questions[0];
      expect(await shop.react('question', question.id, visitor, 1, product.slug)).toEqual({ up: question.helpful + 1, down: question.unhelpful });
      await expect(shop.react('review', 99_999_999, visitor, 1, product.slug)).resolves.toBeNull();
    });
  });

  describe('accounts', () => {
    it('signs up, refuses a second sign-up, logs in, recovers and lists orders', async () => {
      const email = `new-${unique()}@example.com`;
      const account = await shop.register({ firstName: 'Sam', lastName: 'Racer', email, password: 'long-enough-1' });
      expect(account).toMatchObject({ id: expect.any(String), name: 'Sam Racer', email });
      await expect(shop.register({ firstName: 'Sam', lastName: 'Again', email, password: 'long-enough-1' })).resolves.toBe('email_exists');

      const signedIn = await shop.login(email, 'long-enough-1');
      expect(signedIn?.id).toBe((account as { id: string }).id);
      await expect(shop.login(email, 'wrong-password')).resolves.toBeNull();
      await expect(shop.login(`nobody-${unique()}@example.com`, 'whatever-1')).resolves.toBeNull();

      await expect(shop.recover(email, 'en')).resolves.toBeUndefined();
      await expect(shop.orders(signedIn!.id)).resolves.toEqual([]);
      await expect(shop.addresses(signedIn!.id)).resolves.toEqual(expect.any(Array));
      await expect(shop.order(signedIn!.id, 'YPS-NOPE')).resolves.toBeNull();
      // Password hashing is deliberately slow; the shared CPU makes it slower.
    }, 60_000);

    it('answers a bad recovery token with null', async () => {
      await expect(shop.resetPassword('not-a-token', 'long-enough-2')).resolves.toBeNull();
    });
  });

  describe('newsletter, checkout and health', () => {
    it('subscribes an address, twice without complaint', async () => {
      await expect(shop.subscribe('news@example.com', 'en')).resolves.toBeUndefined();
      await expect(shop.subscribe('news@example.com', 'en')).resolves.toBeUndefined();
    });

    it('gets ready and reports healthy', async () => {
      await expect(shop.ready()).resolves.toBeUndefined();
      await expect(shop.health()).resolves.toMatchObject({ ok: true });
    });

    it('says where checkout runs and places orders only when it runs here', async () => {
      expect(['storefront', 'shop-server']).toContain(shop.checkout);
      const [first] = (await shop.latest(10)).filter((p) => p.quantityLeft > 0);
      const order = await shop.placeOrder(
        {
          lines: [{ product_id: first.id, quantity: 1, is_deposit: false }],
          shippingProtection: false,
          deliveryConfirmation: false,
          contact: { email: 'buyer@example.com', name: 'Buyer One', phone: '5551234567' },
          address: { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip: '73301' },
        },
        null,
        'en',
      );
      expect(order.ok).toBe(shop.checkout === 'storefront');
      if (!order.ok) return;
      // The order's payment link finds it here and opens its payment; the shop server keeps its own.
      const stored = await shop.storedOrder(order.order.row.number);
      expect(stored?.number).toBe(order.order.row.number);
      expect(await shop.storedOrder('YPS-00000000-NOTANORD')).toBeNull();
      expect(await shop.startPayment(stored!, 'https://shop.test')).toBeNull();
    });

    it('knows no order of the shop server and applies no payment event there', async () => {
      if (shop.checkout === 'storefront') return;
      expect(await shop.storedOrder('YPS-20260101-ABCDEFGH')).toBeNull();
      expect(await shop.applyPaymentEvent({ type: 'checkout.session.completed' } as never)).toBeNull();
    });
  });
});

describe('the remote shop speaks spec section 7', () => {
  const shop = () => remoteShop(UPSTREAM, { database: () => remoteDatabase, deadlineMs: 300 });
  beforeEach(() => {
    standIn = standInShop();
  });
  const callsTo = (path: string) => standIn.calls.filter((call) => call.path.startsWith(path));

  it('sends /get_product_name the decoded name (spec 001 decoding rules)', async () => {
    const wing = await shop().productBySlug('upstream-mk5-supra-wing_gloss');
    expect(wing?.name).toBe('Upstream MK5 Supra Wing - Gloss');
    const lip = await shop().productBySlug(encodeURIComponent('upstream-camry-lip-2~piece'));
    expect(lip?.name).toBe('Upstream Camry Lip 2/Piece');
    expect(callsTo('/get_product_name').map((call) => call.body)).toEqual([{ id: 'upstream mk5 supra wing - gloss' }, { id: 'upstream camry lip 2/piece' }]);
    // Links it builds decode back to the same name.
    expect(await shop().productBySlug(wing!.slug)).toMatchObject({ id: wing!.id });
  });

  it('sends reactions as absolute counts and applies them only on "Successfull"', async () => {
    const hood = (await shop().productBySlug('upstream-zn8-carbon-hood'))!;
    await shop().react('review', 1, 'visitor-a', 1, hood.slug);
    expect(callsTo('/review_reaction').at(-1)?.body).toEqual({ id: 1, like: 3, dislike: 1 });

    server.use(http.post(`${UPSTREAM}/review_reaction`, () => Response.json({ message: 'Failed' })));
    await expect(shop().react('review', 1, 'visitor-b', 1, hood.slug)).rejects.toMatchObject({ name: 'UpstreamError' });
    server.resetHandlers();
    // visitor-b's refused like was not recorded: liking again sends one more like, not a repeat.
    await shop().react('review', 1, 'visitor-b', 1, hood.slug);
    expect(callsTo('/review_reaction').at(-1)?.body).toEqual({ id: 1, like: 4, dislike: 1 });
    await shop().react('question', 3, 'visitor-a', -1, hood.slug);
    expect(callsTo('/question_reaction').at(-1)?.body).toEqual({ id: 3, helpful: 4, unhelpful: 1 });
  });

  it('uploads images as imageFiles[] and sends their names with the review and the product id', async () => {
    const names = await shop().saveImages([await webp(), await webp()]);
    expect(callsTo('/yps_server/admin/upload_image')[0].body).toEqual({ files: 2 });
    await shop().writeReview({ product: 'upstream-zn8-carbon-hood', name: 'Eve', email: 'eve@example.com', rating: 5, title: 'Nice', experience: 'Good', imageIds: names });
    expect(callsTo('/yps_server/write_review')[0].body).toEqual({ name: 'Eve', email: 'eve@example.com', rating: 5, title: 'Nice', experience: 'Good', imageNames: names, product_id: 101 });
    await shop().askQuestion({ product: 'upstream-zn8-carbon-hood', name: 'Eve', email: 'eve@example.com', question: 'Fits?', imageIds: [] });
    expect(callsTo('/yps_server/ask_question')[0].body).toEqual({ name: 'Eve', email: 'eve@example.com', question: 'Fits?', imageNames: [], product_id: 101 });
  });

  it('signs up with the joined name, keeps the upstream user id as the account id and lists only that user\'s orders', async () => {
    await shop().register({ firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', password: 'long-enough-1' });
    expect(callsTo('/yps_server/create_account')[0].body).toEqual({ username: 'Kim Lee', email: 'kim@example.com', password: 'long-enough-1' });
    const dana = await shop().login('dana@stand-in.test', 'correct-horse');
    expect(dana).toEqual({ id: '501', name: 'Dana Driver', email: 'dana@stand-in.test' });
    const orders = await shop().orders(dana!.id);
    expect(callsTo('/yps_server/orders').at(-1)?.path).toBe('/yps_server/orders?user_id=501');
    expect(orders).toEqual([
      { id: 9001, number: '9001', date: '2026-03-01', status: 'Shipped', total: 1234.5, linked: false },
      { id: 'R-1001', number: 'R-1001', date: '2026-03-05', status: 'Processing', total: 56, linked: false },
    ]);
  });

  it('sends the newsletter, garage sale and new arrivals calls', async () => {
    await shop().subscribe('news@example.com', 'en');
    expect(callsTo('/newsletter')[0].body).toEqual({ email: 'news@example.com' });
    await shop().garageSale({ ...listing, filter: { ...emptyFilter(), car_model: ['ZN8 GR86'] } });
    expect(callsTo('/yps_server/filterGarageProduct')[0].body).toMatchObject({ car_model: ['ZN8 GR86'], label: [] });
    const arrivals = await shop().newArrivals({ ...listing, filter: { ...emptyFilter(), car_model: ['8th Gen Camry'] } });
    expect(callsTo('/yps_server/latest_list_products')[0].body).toEqual({ car_model: ['8th Gen Camry'] });
    expect(arrivals.items.map((p) => p.id)).toEqual([103]);
  });

  it('drops and logs a malformed item', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${UPSTREAM}/latest_products`, () => Response.json([{ id: 1, product_name: 'Fine', price: '10' }, { junk: true }])));
    expect((await shop().latest()).map((p) => p.name)).toEqual(['Fine']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed product'));
    warn.mockRestore();
  });

  it('maps a failing answer to an upstream error and no answer in time to a timeout', async () => {
    server.use(http.get(`${UPSTREAM}/hot_products`, () => new Response('down', { status: 500 })));
    await expect(shop().hot()).rejects.toMatchObject({ name: 'UpstreamError', status: 500, timedOut: false });
    server.use(http.get(`${UPSTREAM}/hot_products`, () => new Promise<Response>(() => {})));
    await expect(shop().hot()).rejects.toMatchObject({ name: 'UpstreamError', timedOut: true });
    await expect(remoteShop('http://127.0.0.1:9', { database: () => remoteDatabase }).hot()).rejects.toMatchObject({ name: 'UpstreamError', timedOut: false });
  });

  it('reports the shop server down in its health', async () => {
    server.use(http.get(`${UPSTREAM}/latest_products`, () => new Response('down', { status: 503 })));
    await expect(shop().health()).resolves.toEqual({ ok: false, checks: { database: 'ok', upstream: 'down' } });
  });

  it('writes no review, question, account, order, newsletter or catalogue row locally', async () => {
    const database = await remoteDatabase;
    const [row] = await executeRows<{ n: number }>(
      database,
      sql`select (select count(*) from products) + (select count(*) from reviews) + (select count(*) from questions) + (select count(*) from users) + (select count(*) from orders) + (select count(*) from newsletter_subscribers) + (select count(*) from uploads) as n`,
    );
    expect(Number(row.n)).toBe(0);
  });
});
