import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { decodeProductId, encodePartSlug } from '@/lib/catalog/slug';
import type { Database } from '@/lib/db/client';
import { plainFields, recordReaction, storedReaction } from '@/lib/reviews/store';
import { choiceValue, valueChoice } from '@/lib/reviews/reactions';
import { pageOf, sortProducts } from '@/lib/catalog/sort-and-page';
import { parsePrice } from '@/lib/pricing/money';
import { vehicleBySlug, vehicleByLabel } from '@/lib/catalog/vehicles';
import type { Account, ListingPage, ListingQuery, ProductDetail, ProductFilter, ProductSummary, ReactionCounts, ShopBackend } from '../types';
import { emptyFilter } from '../filter-map';
import { IMAGE_NAME_PATTERN } from '@/lib/schemas/upload-limits';
import { isNewProduct, priceOf } from '@/lib/pricing/shown-price';
import { reviewStats } from '../review-stats';
import { processBreaker, UPSTREAM_DEADLINE_MS, type ShopBreaker } from '../remote-breaker';
import { answerStore, type AnswerStoreSettings } from '../remote-answers';

export { UPSTREAM_DEADLINE_MS } from '../remote-breaker';

/** The upstream shop answered, but not with what the contract promises. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** No answer within the deadline (504), rather than a bad or refused one (502). */
    readonly timedOut = false,
    /** Not asked at all: the circuit is open (503), and a retry makes sense after this many seconds. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const upstreamImage = z.union([z.string(), z.object({ url: z.string() }).transform((i) => i.url)]);
/** Product ids are numbers on this side (cart lines, tags); a numeric string is one too. */
const upstreamId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

const upstreamProduct = z
  .object({
    id: upstreamId,
    product_name: z.string(),
    price: z.union([z.number(), z.string()]),
    images: z.array(upstreamImage).nullish(),
    quantity_left: z.coerce.number().int().nullish(),
    car_model: z.string().nullish(),
    fit_position: z.string().nullish(),
    category: z.string().nullish(),
    performance_part: z.union([z.number(), z.boolean(), z.string()]).nullish(),
    car_brand: z.string().nullish(),
    alt: z.string().nullish(),
    sku: z.string().nullish(),
    shipment: z.string().nullish(),
    created_at: z.string().nullish(),
    description: z.string().nullish(),
    features: z.string().nullish(),
    fitment: z.string().nullish(),
    video: z.string().nullish(),
  })
  .passthrough();
type UpstreamProduct = z.infer<typeof upstreamProduct>;

/** Keeps the items that parse; the ones that do not are dropped and logged, never rendered. */
function validItems<T>(schema: z.ZodType<T>, items: unknown[], what: string): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else console.warn(`remote shop: dropped a malformed ${what}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'item'} ${i.message}`).join('; ')}`);
  }
  return kept;
}

const productList = z.array(z.unknown()).transform((items) => validItems(upstreamProduct, items, 'product'));

function vehicleOf(carModel: string | null | undefined): string {
  const value = carModel ?? '';
  return vehicleBySlug(value)?.slug ?? vehicleByLabel(value)?.slug ?? value;
}

/**
 * Spec 000 §5: a price that is not a number is logged and shown as zero with no discount (the
 * discount bands would otherwise put a badge on $0.00).
 */
function shopperPrice(item: UpstreamProduct, vehicle: string, performancePart: boolean) {
  const regular = parsePrice(item.price);
  if (regular === null) {
    console.warn(`remote shop: product ${item.id} field price ${JSON.stringify(item.price)} is not a number: shown as 0 with no discount`);
    return { price: 0, originalPrice: null, discountPercent: 0 };
  }
  return priceOf({ price: regular, vehicle, productType: item.category ?? '', fitPosition: item.fit_position ?? '', performancePart });
}

export function summaryFromUpstream(item: UpstreamProduct): ProductSummary {
  const vehicle = vehicleOf(item.car_model);
  const performancePart = Number(item.performance_part) === 1 || item.performance_part === true;
  const createdAt = item.created_at ? new Date(item.created_at) : new Date(0);
  return {
    id: item.id,
    // The original shop's link shape, so /get_product_name receives the decoded name back.
    slug: encodeURIComponent(encodePartSlug(item.product_name)),
    name: item.product_name,
    sku: item.sku ?? '',
    ...shopperPrice(item, vehicle, performancePart),
    images: item.images ?? [],
    alt: item.alt || item.product_name,
    // The shop server's catalogue is English only.
    lang: 'en',
    vehicle,
    carBrand: item.car_brand ?? '',
    productType: item.category ?? '',
    category: null,
    fitPosition: item.fit_position ?? '',
    performancePart,
    quantityLeft: item.quantity_left ?? 0,
    shipment: item.shipment ?? '',
    garageSale: false,
    isNew: Number.isNaN(createdAt.getTime()) ? false : isNewProduct(createdAt),
    createdAt: Number.isNaN(createdAt.getTime()) ? new Date(0).toISOString() : createdAt.toISOString(),
  };
}

/** The health check asks quickly: a load balancer waits for it. */
const HEALTH_TIMEOUT_MS = 3000;

/**
 * One deadline per rendered page, shared by all of its upstream calls (React's cache is scoped
 * to one request), so calls that run one after another cannot add up past it. Outside a render
 * (route handlers) each call gets its own.
 */
const pageDeadline = cache(() => AbortSignal.timeout(UPSTREAM_DEADLINE_MS));

const SUCCESS = /^successf?ull?$/i;
const message = z.object({ message: z.string() }).partial().passthrough().catch({});

const upstreamOrders = z.array(z.unknown()).catch([]);
// The spec gives "id, date, status, total" without types: ids and totals come as numbers or strings.
const upstreamOrder = z.object({
  id: z.union([z.string().trim().min(1), z.number()]),
  date: z.string().default(''),
  status: z.string().default(''),
  total: z.union([z.number(), z.string()]),
});

/** The names `admin/upload_image` answers; its result shape is not in the spec, so the usual ones are read. */
const uploadedNames = z
  .union([
    z.array(z.union([z.string(), z.object({ filename: z.string() }).transform((f) => f.filename), z.object({ name: z.string() }).transform((f) => f.name)])),
    z.object({ imageNames: z.array(z.string()) }).transform((o) => o.imageNames),
    z.object({ images: z.array(z.string()) }).transform((o) => o.images),
    z.object({ files: z.array(z.string()) }).transform((o) => o.files),
    z.object({ filenames: z.array(z.string()) }).transform((o) => o.filenames),
  ])
  .transform((names) => names.map((name) => name.split('/').pop() ?? ''));

export type RemoteShopOptions = {
  fetch?: typeof fetch;
  /** This server's own database: it keeps sessions and reaction deduplication, never shop data. */
  database?: () => Promise<Database>;
  /** Longest wait for one call (tests shorten it). */
  deadlineMs?: number;
  /** The circuit breaker around every call: this process's own unless a test brings one. */
  breaker?: ShopBreaker;
  /** Bounds of the kept whole answers (tests shorten them). */
  answers?: Partial<AnswerStoreSettings>;
};

/**
 * Whole answers are fresh as long as a cached catalogue page may be served stale, and are kept
 * for a day (the catalogue's cache expiry) to render from while the shop server is down.
 * 20,000 products in all is about 20 MB of summaries.
 */
const ANSWERS: AnswerStoreSettings = { freshMs: 5 * 60_000, staleMs: 24 * 3600_000, maxEntries: 200, maxItems: 20_000 };
/** Product lookups by name for today's prices of saved lists. */
const NAMED: AnswerStoreSettings = { freshMs: 5 * 60_000, staleMs: 3600_000, maxEntries: 2_000, maxItems: 2_000 };
/** Product pages: always asked (reactions need today's counts); kept only as the fallback while the shop server is down. */
const DETAILS: AnswerStoreSettings = { freshMs: 0, staleMs: 24 * 3600_000, maxEntries: 1_000, maxItems: 1_000 };
/** Names of products seen in answers, the only way the contract can look a product up. */
const MAX_KNOWN_NAMES = 20_000;
/** At most this many uncached names are looked up for one saved list, this many at a time. */
const MAX_NAME_LOOKUPS = 24;
const NAME_LOOKUPS_AT_ONCE = 4;

/** One key per filter, whatever order its lists arrive in. */
const filterKey = (filter: ProductFilter) =>
  JSON.stringify(
    Object.entries(filter)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, values]) => [name, [...(values as string[])].sort()]),
  );

/**
 * The existing shop server, spoken to with the contract of spec sections 7. Its answers are
 * parsed, not trusted: a malformed item is dropped and logged rather than rendered.
 */
export function remoteShop(baseUrl: string, options: RemoteShopOptions = {}): ShopBackend {
  const base = baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const deadlineMs = options.deadlineMs ?? UPSTREAM_DEADLINE_MS;
  const breaker = options.breaker ?? processBreaker();
  const answers = answerStore<ProductSummary[]>({ ...ANSWERS, ...options.answers }, (items) => items.length);
  const named = answerStore<ProductSummary | null>({ ...NAMED, ...options.answers }, () => 1);
  const details = answerStore<ProductDetail | null>({ ...DETAILS, ...options.answers }, () => 1);
  const knownNames = new Map<number, string>();
  const open =
    options.database ??
    (async () => {
      const { db } = await import('@/lib/db/client');
      return db();
    });

  type Answer = { status: number; ok: boolean; json: unknown };

  async function send(path: string, init: { body?: unknown; form?: FormData; timeout?: number } = {}): Promise<Answer> {
    // While the circuit is open nothing is sent: the caller answers at once instead of after the deadline.
    if (breaker.admit() === 'refuse') throw new UpstreamError(`${path}: circuit open, not asked`, 503, false, breaker.retryAfterSeconds());
    const signals = [AbortSignal.timeout(init.timeout ?? deadlineMs), pageDeadline()];
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.body === undefined && init.form === undefined ? 'GET' : 'POST',
        headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        signal: AbortSignal.any(signals),
        cache: 'no-store',
      });
    } catch (error) {
      breaker.settle('failure');
      const timedOut = signals.some((signal) => signal.aborted);
      throw new UpstreamError(timedOut ? `${path}: no answer in time` : `${path}: ${(error as Error).message}`, undefined, timedOut);
    }
    // A 4xx is the shop server answering about the request; a 5xx is the shop server failing.
    breaker.settle(response.status >= 500 ? 'failure' : 'success');
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      if (response.ok) throw new UpstreamError(`${path}: answer is not JSON`, response.status);
    }
    return { status: response.status, ok: response.ok, json };
  }

  /** A call whose only acceptable outcome is a 2xx JSON answer. */
  async function call(path: string, init?: { body?: unknown; form?: FormData }): Promise<unknown> {
    const answer = await send(path, init);
    if (!answer.ok) throw new UpstreamError(`${path}: HTTP ${answer.status}`, answer.status);
    return answer.json;
  }

  const remember = (items: ProductSummary[]) => {
    for (const item of items) {
      knownNames.delete(item.id);
      knownNames.set(item.id, item.name);
    }
    for (const oldest of knownNames.keys()) {
      if (knownNames.size <= MAX_KNOWN_NAMES) break;
      knownNames.delete(oldest);
    }
    return items;
  };
  const list = (json: unknown) => remember(productList.parse(Array.isArray(json) ? json : []).map(summaryFromUpstream));
  const productField = (json: unknown) => list(z.object({ product: z.array(z.unknown()) }).catch({ product: [] }).parse(json).product);
  const imageUrl = (name: string) => (name.includes('/') ? name : `${base}/${encodeURIComponent(name)}`);

  // The upstream answers whole lists, so pages (of the size asked for) are cut here, ordered by
  // the shown price like the embedded shop's.
  const page = (items: ProductSummary[], query: ListingQuery): ListingPage => pageOf(sortProducts(items, query.sort), query.page, query.pageSize);

  // One call per filter, whatever sort, page or count is asked of it (remote-answers.ts).
  const catalogue = (filter: ProductFilter) => answers.read(`filterProduct ${filterKey(filter)}`, async () => productField(await call('/filterProduct', { body: filter })));
  const garage = (filter: ProductFilter) =>
    answers.read(`filterGarageProduct ${filterKey(filter)}`, async () =>
      productField(await call('/yps_server/filterGarageProduct', { body: filter })).map((p) => ({ ...p, garageSale: true })),
    );
  const latestOf = (carModels: string[]) =>
    answers.read(`latest_list_products ${JSON.stringify([...carModels].sort())}`, async () =>
      list(await call('/yps_server/latest_list_products', { body: { car_model: carModels } })),
    );

  async function freshProduct(name: string): Promise<ProductDetail | null> {
    const json = await call('/get_product_name', { body: { id: name } });
    const [first] = z.array(z.unknown()).catch([]).parse(json);
    if (first === undefined) return null;
    const parsed = upstreamProduct.safeParse(first);
    if (!parsed.success) {
      console.warn(`remote shop: dropped a malformed product for "${name}"`);
      return null;
    }
    return detailFromUpstream(parsed.data, first, imageUrl);
  }

  const nameOf = (slug: string) => decodeProductId(slug).trim();

  /** Asked every time; the last answer is kept only to render from while the shop server is down. */
  async function productBySlug(slug: string): Promise<ProductDetail | null> {
    const name = nameOf(slug);
    return name ? details.read(name, () => freshProduct(name)) : null;
  }

  /** Today's summary of a product known by name, kept a while: saved lists ask for the same ones again. */
  const summaryByName = (name: string) =>
    named.read(name, async () => {
      const json = await call('/get_product_name', { body: { id: name } });
      const [first] = z.array(z.unknown()).catch([]).parse(json);
      const [item] = first === undefined ? [] : list([first]);
      return item ?? null;
    });

  async function productsByIds(ids: number[]): Promise<ProductSummary[]> {
    const names = ids.flatMap((id) => {
      const name = knownNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
    const found: ProductSummary[] = [];
    const wanted = names.slice(0, MAX_NAME_LOOKUPS);
    for (let at = 0; at < wanted.length; at += NAME_LOOKUPS_AT_ONCE) {
      const batch = await Promise.all(wanted.slice(at, at + NAME_LOOKUPS_AT_ONCE).map(({ name }) => summaryByName(name).catch(() => null)));
      // A renamed product answers under another id: it is not the one the list saved.
      found.push(...batch.filter((item, index): item is ProductSummary => item !== null && item.id === wanted[at + index].id));
    }
    return found;
  }

  /** The product id write_review and ask_question need, from the reference the page sent. */
  async function productId(ref: string | number): Promise<number | null> {
    if (typeof ref === 'number') return ref;
    return (await productBySlug(ref))?.id ?? null;
  }

  const accountFrom = (json: unknown, email: string): Account | null => {
    const reply = z.object({ user: z.union([z.string(), z.number()]), name: z.string().optional(), email: z.string().optional() }).safeParse(json);
    if (!reply.success || reply.data.user === '') return null;
    return { id: String(reply.data.user), name: reply.data.name?.trim() || email, email: reply.data.email || email };
  };

  async function login(email: string, password: string): Promise<Account | null> {
    const answer = await send('/yps_server/login', { body: { email, password } });
    const text = message.parse(answer.json).message ?? '';
    // Unknown address and wrong password get one answer here, as in the embedded shop.
    if (/not registered|incorrect password/i.test(text)) return null;
    if (!answer.ok || !SUCCESS.test(text)) throw new UpstreamError(`/yps_server/login: ${answer.status} ${text}`, answer.status);
    const account = accountFrom(answer.json, email);
    if (!account) throw new UpstreamError('/yps_server/login: no user id in the answer');
    return account;
  }

  const reactionPaths = { review: ['/review_reaction', 'like', 'dislike'], question: ['/question_reaction', 'helpful', 'unhelpful'] } as const;

  return {
    checkout: 'shop-server',
    async search(text, searchOptions = {}) {
      const items = list(await call('/yps_server/product_search', { body: searchOptions.carModel ? { query: text, car_model: searchOptions.carModel } : { query: text } }));
      const wanted = searchOptions.carModel ? vehicleOf(searchOptions.carModel) : null;
      const filtered = wanted ? items.filter((item) => item.vehicle === wanted) : items;
      return filtered.slice(0, searchOptions.limit ?? 50);
    },
    latest: async (limit = 12) => (await answers.read('latest_products', async () => list(await call('/latest_products')))).slice(0, limit),
    hot: () => answers.read('hot_products', async () => list(await call('/hot_products'))),
    filter: async (query) => page(await catalogue(query.filter), query),
    garageSale: async (query) => page(await garage(query.filter), query),
    async newArrivals(query) {
      const wanted = query.filter.car_model;
      const items = await latestOf(wanted);
      const vehicles = new Set(wanted.map(vehicleOf));
      return page(vehicles.size ? items.filter((item) => vehicles.has(item.vehicle)) : items, query);
    },
    count: async (filter, scope = 'catalogue') => (scope === 'garage' ? await garage(filter) : await catalogue(filter)).length,
    productBySlug,
    // The contract has no lookup by id: ids are looked up by the names answers showed for them.
    productsByIds,
    async sitemapProducts(limit, offset = 0) {
      const [regular, sale] = await Promise.all([catalogue(emptyFilter()), garage(emptyFilter())]);
      return [...regular, ...sale]
        .map((item) => ({ slug: item.slug, createdAt: new Date(item.createdAt) }))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.slug.localeCompare(b.slug))
        .slice(offset, offset + limit);
    },

    async writeReview(input) {
      const fields = plainFields({ name: input.name, title: input.title, experience: input.experience });
      if (!fields) return { ok: false, reason: 'empty' };
      const id = await productId(input.product);
      if (id === null) return { ok: false, reason: 'not_found' };
      const imageNames = [...new Set(input.imageIds)];
      const json = await call('/yps_server/write_review', { body: { ...fields, email: input.email, rating: input.rating, imageNames, product_id: id } });
      const created = z.object({ id: z.coerce.number().int() }).partial().catch({}).parse(json);
      return {
        ok: true,
        item: { id: created.id ?? 0, ...fields, rating: input.rating, images: imageNames.map(imageUrl), likes: 0, dislikes: 0, verified: false, createdAt: new Date().toISOString() },
      };
    },
    async askQuestion(input) {
      const fields = plainFields({ name: input.name, question: input.question });
      if (!fields) return { ok: false, reason: 'empty' };
      const id = await productId(input.product);
      if (id === null) return { ok: false, reason: 'not_found' };
      const imageNames = [...new Set(input.imageIds)];
      const json = await call('/yps_server/ask_question', { body: { ...fields, email: input.email, imageNames, product_id: id } });
      const created = z.object({ id: z.coerce.number().int() }).partial().catch({}).parse(json);
      return {
        ok: true,
        item: { id: created.id ?? 0, ...fields, images: imageNames.map(imageUrl), answers: [], helpful: 0, unhelpful: 0, createdAt: new Date().toISOString() },
      };
    },
    async react(kind, itemId, visitorId, value, product) {
      // The shop server takes absolute counts (spec 001 §7), so they are worked out here from the
      // counts it shows now and this visitor's previous reaction, which only this server knows.
      if (product === undefined || typeof product === 'number' || !nameOf(product)) return null;
      // Never a kept answer: the counts sent are worked out from the ones the shop server shows now.
      const detail = await freshProduct(nameOf(product));
      const item = kind === 'review' ? detail?.reviews.find((r) => r.id === itemId) : detail?.questions.find((q) => q.id === itemId);
      if (!item) return null;
      const current: ReactionCounts = 'likes' in item ? { up: item.likes, down: item.dislikes } : { up: item.helpful, down: item.unhelpful };
      const database = await open();
      const before = valueChoice(await storedReaction(database, kind, itemId, visitorId));
      const after = valueChoice(value);
      const counts = {
        up: Math.max(0, current.up - (before === 'up' ? 1 : 0) + (after === 'up' ? 1 : 0)),
        down: Math.max(0, current.down - (before === 'down' ? 1 : 0) + (after === 'down' ? 1 : 0)),
      };
      const [path, upName, downName] = reactionPaths[kind];
      const reply = message.parse(await call(path, { body: { id: itemId, [upName]: counts.up, [downName]: counts.down } }));
      // Applied only on the server's 'Successfull' (its spelling); anything else leaves the counts as they were.
      if (reply.message !== 'Successfull') throw new UpstreamError(`${path}: ${reply.message ?? 'no message'}`);
      await recordReaction(database, kind, itemId, visitorId, choiceValue(after));
      return counts;
    },
    async saveImages(encoded) {
      if (encoded.length === 0) return [];
      const form = new FormData();
      encoded.forEach((image, index) => form.append('imageFiles[]', new Blob([new Uint8Array(image)], { type: 'image/webp' }), `image-${index + 1}.webp`));
      const names = uploadedNames.safeParse(await call('/yps_server/admin/upload_image', { form }));
      if (!names.success || names.data.length !== encoded.length || !names.data.every((name) => IMAGE_NAME_PATTERN.test(name))) {
        throw new UpstreamError('/yps_server/admin/upload_image: unexpected answer');
      }
      return names.data;
    },
    imageUrl,
    // Images live on the shop server's image host.
    readImage: async () => null,
    imagesExist: async (names) => names.every((name) => IMAGE_NAME_PATTERN.test(name)),

    login,
    async register(input) {
      const answer = await send('/yps_server/create_account', { body: { username: `${input.firstName} ${input.lastName}`, email: input.email, password: input.password } });
      const text = message.parse(answer.json).message ?? '';
      if (/already exists/i.test(text)) return 'email_exists';
      if (!answer.ok || !SUCCESS.test(text)) throw new UpstreamError(`/yps_server/create_account: ${answer.status} ${text}`, answer.status);
      const account = accountFrom(answer.json, input.email);
      if (account) return { ...account, name: account.name === input.email ? `${input.firstName} ${input.lastName}` : account.name };
      // The sign-up answer may carry no user id; logging in with the new password gives it.
      const signedIn = await login(input.email, input.password);
      if (!signedIn) throw new UpstreamError('/yps_server/create_account: the new account cannot log in');
      return signedIn;
    },
    async recover(email) {
      const answer = await send('/yps_server/recover', { body: { email } });
      // A 4xx says something about the address (unknown, say); the shopper gets the same answer either way.
      if (answer.status >= 500) throw new UpstreamError(`/yps_server/recover: HTTP ${answer.status}`, answer.status);
    },
    // The shop server's recovery mail links to its own reset page; this server holds no reset tokens.
    resetPassword: async () => null,
    async orders(accountId, limit = 100) {
      const json = await call(`/yps_server/orders?user_id=${encodeURIComponent(accountId)}`);
      // "An object with a message when none".
      const rows = validItems(upstreamOrder, upstreamOrders.parse(json), 'order');
      return rows.slice(0, limit).map((row) => {
        const total = parsePrice(row.total);
        if (total === null) console.warn(`remote shop: order ${row.id} field total ${JSON.stringify(row.total)} is not a number: shown as 0`);
        // The contract has no order detail call: the list shows the order without a link.
        return { id: row.id, number: String(row.id), date: row.date, status: row.status, total: total ?? 0, linked: false };
      });
    },
    // The contract has no order detail call and no addresses.
    order: async () => null,
    addresses: async () => [],
    defaultAddress: async () => null,
    addAddress: async () => null,
    updateAddress: async () => null,
    setDefaultAddress: async () => false,
    deleteAddress: async () => false,

    async placeOrder(request) {
      return { ok: false, refusal: { reason: 'unavailable', productId: request.lines[0]?.product_id ?? 0 } };
    },
    // Checkout is the shop server's own page: it quotes and prices there.
    async quote(request) {
      return { ok: false, refusal: { reason: 'unavailable', productId: request.lines[0]?.product_id ?? 0 } };
    },
    // The shop server takes its own payments: no order of its passes through this storefront.
    storedOrder: async () => null,
    startPayment: async () => null,
    applyPaymentEvent: async () => null,
    async subscribe(email) {
      const answer = await send('/newsletter', { body: { email } });
      // A 4xx (already subscribed, say) gets the same answer as a new address: the list cannot be probed.
      if (answer.status >= 500) throw new UpstreamError(`/newsletter: HTTP ${answer.status}`, answer.status);
    },
    async ready() {
      await open();
    },
    async health() {
      const [database, upstream] = await Promise.all([
        open()
          .then((d) => d.execute(sql`select 1`))
          .then(() => 'ok' as const, () => 'down' as const),
        send('/latest_products', { timeout: Math.min(HEALTH_TIMEOUT_MS, deadlineMs) }).then(
          (answer) => (answer.status < 500 ? ('ok' as const) : ('down' as const)),
          () => 'down' as const,
        ),
      ]);
      return { ok: database === 'ok' && upstream === 'ok', checks: { database, upstream } };
    },
  };
}

const upstreamReview = z.object({
  id: z.coerce.number().int(),
  name: z.string(),
  rating: z.coerce.number().int().min(1).max(5),
  title: z.string().default(''),
  experience: z.string().default(''),
  images: z.array(z.string()).catch([]).default([]),
  created_at: z.string().default(''),
  like: z.coerce.number().catch(0).default(0),
  dislike: z.coerce.number().catch(0).default(0),
  isVerified: z.coerce.number().catch(0).default(0),
});

const upstreamQuestion = z.object({
  id: z.coerce.number().int(),
  name: z.string(),
  question: z.string(),
  images: z.array(z.string()).catch([]).default([]),
  answers: z.array(z.object({ response: z.string() })).catch([]).default([]),
  helpful: z.coerce.number().catch(0).default(0),
  unhelpful: z.coerce.number().catch(0).default(0),
  created_at: z.string().default(''),
});

const upstreamDetailExtras = z.object({
  related_products: z.array(z.unknown()).catch([]).default([]),
  reviews: z.array(z.unknown()).catch([]).default([]),
  questions: z.array(z.unknown()).catch([]).default([]),
});

function detailFromUpstream(item: UpstreamProduct, raw: unknown, imageUrl: (name: string) => string): ProductDetail {
  const extras = upstreamDetailExtras.parse(raw);
  const summary = summaryFromUpstream(item);
  const reviews = validItems(upstreamReview, extras.reviews, 'review').map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    title: r.title,
    experience: r.experience,
    images: r.images.map(imageUrl),
    likes: r.like,
    dislikes: r.dislike,
    verified: r.isVerified !== 0,
    createdAt: r.created_at,
  }));
  return {
    ...summary,
    descriptionHtml: item.description ?? '',
    featuresHtml: item.features ?? '',
    fitmentHtml: item.fitment ?? '',
    htmlLang: { description: 'en', features: 'en', fitment: 'en' },
    video: item.video ?? null,
    related: productList.parse(extras.related_products).map(summaryFromUpstream).filter((p) => p.id !== summary.id),
    reviewStats: reviewStats(reviews),
    reviews,
    questions: validItems(upstreamQuestion, extras.questions, 'question').map((q) => ({
      id: q.id,
      name: q.name,
      question: q.question,
      images: q.images.map(imageUrl),
      answers: q.answers.map((a, index) => ({ id: index, response: a.response, lang: 'en' as const })),
      helpful: q.helpful,
      unhelpful: q.unhelpful,
      createdAt: q.created_at,
    })),
  };
}
