import 'server-only';
import { z } from 'zod';
import { decodeProductId, encodePartSlug } from '@/lib/shop/catalogue/slug';
import { pageOf, sortProducts } from '@/lib/shop/catalogue/listing/sort-and-page';
import { parsePrice } from '@/lib/shop/cart';
import { vehicleBySlug, vehicleByLabel } from '@/lib/shop/catalogue/vehicles';
import type { ListingPage, ListingQuery, ProductDetail, ProductFilter, ProductSummary } from './types';
import type { CatalogueShop } from './contract';
import { emptyWireFilter, wireFilterOf } from './wire-filter';
import { isNewProduct, priceOf } from '@/lib/shop/cart';
import { fitsAny } from './fitment';
import { reviewStats } from '@/lib/shop/talk';
import { answerStore, type AnswerStoreSettings } from '../shop-server/answers';
import { CATALOGUE_TAG, LISTINGS_TAG, productTag, productTags, productTalkTag } from '../common/tags';
import { validItems, type RemoteClient, type RemoteShopOptions } from '../shop-server/client';

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
    car_model: z.union([z.string(), z.array(z.string())]).nullish(),
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

const productList = z.array(z.unknown()).transform((items) => validItems(upstreamProduct, items, 'product'));

/** The vehicle slug of the shop server's `car_model`, which may be a slug or a label. */
export function vehicleOf(carModel: string | null | undefined): string {
  const value = (carModel ?? '').trim();
  return vehicleBySlug(value)?.slug ?? vehicleByLabel(value)?.slug ?? value;
}

/**
 * The vehicles of a shop server's product: `car_model` is one vehicle, several separated by commas
 * (no vehicle's label holds one), or a list; none means the part fits every vehicle. A vehicle this
 * shop does not know is kept as written, so the part fits none of the shopper's.
 */
export function vehiclesOf(carModel: string | string[] | null | undefined): string[] {
  const values = Array.isArray(carModel) ? carModel : (carModel ?? '').split(',');
  return [...new Set(values.map(vehicleOf).filter(Boolean))];
}

/**
 * Spec 000 §5: a price that is not a number is logged and shown as zero with no discount (the
 * discount bands would otherwise put a badge on $0.00).
 */
function shopperPrice(item: UpstreamProduct, vehicles: string[], performancePart: boolean) {
  const regular = parsePrice(item.price);
  if (regular === null) {
    console.warn(`remote shop: product ${item.id} field price ${JSON.stringify(item.price)} is not a number: shown as 0 with no discount`);
    return { price: 0, originalPrice: null, discountPercent: 0 };
  }
  return priceOf({ price: regular, vehicles, productType: item.category ?? '', fitPosition: item.fit_position ?? '', performancePart });
}

export function summaryFromUpstream(item: UpstreamProduct): ProductSummary {
  const vehicles = vehiclesOf(item.car_model);
  const performancePart = Number(item.performance_part) === 1 || item.performance_part === true;
  const createdAt = item.created_at ? new Date(item.created_at) : new Date(0);
  return {
    id: item.id,
    // The original shop's link shape, so /get_product_name receives the decoded name back.
    slug: encodeURIComponent(encodePartSlug(item.product_name)),
    name: item.product_name,
    sku: item.sku ?? '',
    ...shopperPrice(item, vehicles, performancePart),
    images: item.images ?? [],
    alt: item.alt || item.product_name,
    // The shop server's catalogue is English only.
    lang: 'en',
    vehicles,
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

/** The product name a link carries: the only key the contract looks a product up by. */
export const productName = (slug: string) => decodeProductId(slug).trim();

export type RemoteCatalogue = CatalogueShop & {
  /** The product as the shop server shows it now, never a kept answer (reactions count from it). */
  freshProduct(name: string): Promise<ProductDetail | null>;
  /** A list of the shop server's products as the shop shows them, remembered for lookups by id (search answers with one). */
  listFromUpstream(json: unknown): ProductSummary[];
};

/**
 * The shop server's catalogue. Its answers are parsed, not trusted: a malformed item is dropped
 * and logged rather than rendered.
 */
export function remoteCatalogue({ call, imageUrl }: RemoteClient, options: RemoteShopOptions = {}): RemoteCatalogue {
  // Tagged as the cached reads are (lib/shop/common/tags.ts): a product's change drops the lists that
  // show it, and "none found" answers go with the listings, which a new product changes.
  const one = (found: { id: number } | null, ...extra: string[]) => (found ? [CATALOGUE_TAG, productTag(found.id), ...extra] : [CATALOGUE_TAG, LISTINGS_TAG]);
  const answers = answerStore<ProductSummary[]>({ ...ANSWERS, ...options.answers }, (items) => items.length, Date.now, (items) => [CATALOGUE_TAG, LISTINGS_TAG, ...productTags(items)]);
  const named = answerStore<ProductSummary | null>({ ...NAMED, ...options.answers }, () => 1, Date.now, (item) => one(item));
  const details = answerStore<ProductDetail | null>({ ...DETAILS, ...options.answers }, () => 1, Date.now, (item) => one(item, ...(item ? [productTalkTag(item.id)] : [])));
  const knownNames = new Map<number, string>();

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

  /** Asked every time; the last answer is kept only to render from while the shop server is down. */
  async function productBySlug(slug: string): Promise<ProductDetail | null> {
    const name = productName(slug);
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

  return {
    listFromUpstream: list,
    latest: async (limit = 12) => (await answers.read('latest_products', async () => list(await call('/latest_products')))).slice(0, limit),
    hot: () => answers.read('hot_products', async () => list(await call('/hot_products'))),
    filter: async (query) => page(await catalogue(wireFilterOf(query.selection)), query),
    garageSale: async (query) => page(await garage(wireFilterOf(query.selection)), query),
    async newArrivals(query) {
      const wanted = query.selection.vehicle;
      const items = await latestOf(wanted);
      const vehicles = wanted.map(vehicleOf);
      return page(vehicles.length ? items.filter((item) => fitsAny(item.vehicles, vehicles)) : items, query);
    },
    count: async (selection, scope = 'catalogue') => (scope === 'garage' ? await garage(wireFilterOf(selection)) : await catalogue(wireFilterOf(selection))).length,
    productBySlug,
    // The contract has no lookup by id: ids are looked up by the names answers showed for them.
    productsByIds,
    async sitemapProducts(limit, offset = 0) {
      const [regular, sale] = await Promise.all([catalogue(emptyWireFilter()), garage(emptyWireFilter())]);
      return [...regular, ...sale]
        .map((item) => ({ slug: item.slug, createdAt: new Date(item.createdAt) }))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.slug.localeCompare(b.slug))
        .slice(offset, offset + limit);
    },
    freshProduct,
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
