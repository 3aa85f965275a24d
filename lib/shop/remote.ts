import 'server-only';
import { z } from 'zod';
import { productSlug } from '@/lib/catalog/slug';
import { sortProducts } from '@/lib/catalog/sort';
import { parsePrice } from '@/lib/pricing/money';
import { vehicleBySlug, vehicleByLabel } from '@/lib/catalog/vehicles';
import type { ListingPage, ListingQuery, ProductDetail, ProductSummary, ShopBackend } from './types';
import { isNewProduct, priceOf } from './pricing';
import { reviewStats } from './review-stats';

/** The upstream shop answered, but not with what the contract promises. */
export class UpstreamError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const upstreamImage = z.union([z.string(), z.object({ url: z.string() }).transform((i) => i.url)]);
const upstreamProduct = z
  .object({
    id: z.union([z.number(), z.string()]),
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

const productList = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = upstreamProduct.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

function vehicleOf(carModel: string | null | undefined): string {
  const value = carModel ?? '';
  return vehicleBySlug(value)?.slug ?? vehicleByLabel(value)?.slug ?? value;
}

export function summaryFromUpstream(item: UpstreamProduct): ProductSummary {
  const regular = parsePrice(item.price) ?? 0;
  const vehicle = vehicleOf(item.car_model);
  const performancePart = Number(item.performance_part) === 1 || item.performance_part === true;
  const createdAt = item.created_at ? new Date(item.created_at) : new Date(0);
  return {
    id: Number(item.id),
    slug: productSlug(item.product_name),
    name: item.product_name,
    sku: item.sku ?? '',
    ...priceOf({ price: regular, vehicle, productType: item.category ?? '', fitPosition: item.fit_position ?? '', performancePart }),
    images: item.images ?? [],
    alt: item.alt || item.product_name,
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

const UPSTREAM_TIMEOUT_MS = 8000;

/**
 * The existing shop server, spoken to with the contract of spec sections 7. Its answers are
 * parsed, not trusted: a malformed product is dropped rather than rendered.
 */
export function remoteShop(baseUrl: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): ShopBackend {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(path: string, init?: { body?: unknown; method?: string }): Promise<unknown> {
    const response = await fetchImpl(`${base}${path}`, {
      method: init?.method ?? (init?.body === undefined ? 'GET' : 'POST'),
      headers: init?.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) throw new UpstreamError(`HTTP error ${response.status}`, response.status);
    try {
      return await response.json();
    } catch {
      throw new UpstreamError('Upstream answer is not JSON');
    }
  }

  const list = (json: unknown) => productList.parse(Array.isArray(json) ? json : []).map(summaryFromUpstream);
  const productField = (json: unknown) => list(z.object({ product: z.array(z.unknown()) }).catch({ product: [] }).parse(json).product);

  // The upstream answers whole lists, so pages (of the size asked for) are cut here, ordered by
  // the shown price like the embedded shop's.
  const page = (items: ProductSummary[], query: ListingQuery): ListingPage => {
    const sorted = sortProducts(items, query.sort);
    const pages = Math.ceil(sorted.length / query.pageSize);
    const current = Math.min(Math.max(1, query.page), Math.max(1, pages));
    const start = (current - 1) * query.pageSize;
    return { items: sorted.slice(start, start + query.pageSize), total: sorted.length, page: current, pageCount: pages };
  };

  return {
    kind: 'remote',
    async search(text, options = {}) {
      const items = list(await call('/yps_server/product_search', { body: options.carModel ? { query: text, car_model: options.carModel } : { query: text } }));
      const wanted = options.carModel ? vehicleOf(options.carModel) : null;
      const filtered = wanted ? items.filter((item) => item.vehicle === wanted) : items;
      return filtered.slice(0, options.limit ?? 50);
    },
    latest: async (limit = 12) => list(await call('/latest_products')).slice(0, limit),
    hot: async () => list(await call('/hot_products')),
    filter: async (query) => page(productField(await call('/filterProduct', { body: query.filter })), query),
    garageSale: async (query) =>
      page(productField(await call('/yps_server/filterGarageProduct', { body: query.filter })).map((p) => ({ ...p, garageSale: true })), query),
    async newArrivals(query) {
      const wanted = query.filter.car_model;
      const items = list(await call('/yps_server/latest_list_products', { body: { car_model: wanted } }));
      const vehicles = new Set(wanted.map(vehicleOf));
      return page(vehicles.size ? items.filter((item) => vehicles.has(item.vehicle)) : items, query);
    },
    async productBySlug(slug) {
      const json = await call('/get_product_name', { body: { id: slug } });
      const [first] = z.array(z.unknown()).catch([]).parse(json);
      const parsed = upstreamProduct.safeParse(first);
      if (!parsed.success) return null;
      return detailFromUpstream(parsed.data, first);
    },
    // The upstream contract has no lookup by id; checkout there is the remote shop's own page.
    productsByIds: async () => [],
  };
}

const upstreamDetailExtras = z.object({
  related_products: z.array(z.unknown()).catch([]).default([]),
  reviews: z
    .array(
      z.object({
        id: z.coerce.number(),
        name: z.string(),
        rating: z.coerce.number().int().min(1).max(5),
        title: z.string().default(''),
        experience: z.string().default(''),
        images: z.array(z.string()).catch([]).default([]),
        created_at: z.string().default(''),
        like: z.coerce.number().catch(0).default(0),
        dislike: z.coerce.number().catch(0).default(0),
        isVerified: z.coerce.number().catch(0).default(0),
      }),
    )
    .catch([])
    .default([]),
  questions: z
    .array(
      z.object({
        id: z.coerce.number(),
        name: z.string(),
        question: z.string(),
        images: z.array(z.string()).catch([]).default([]),
        answers: z.array(z.object({ response: z.string() })).catch([]).default([]),
        helpful: z.coerce.number().catch(0).default(0),
        unhelpful: z.coerce.number().catch(0).default(0),
        created_at: z.string().default(''),
      }),
    )
    .catch([])
    .default([]),
});

function detailFromUpstream(item: UpstreamProduct, raw: unknown): ProductDetail {
  const extras = upstreamDetailExtras.parse(raw);
  const summary = summaryFromUpstream(item);
  const reviews = extras.reviews.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    title: r.title,
    experience: r.experience,
    images: r.images,
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
    video: item.video ?? null,
    related: productList.parse(extras.related_products).map(summaryFromUpstream).filter((p) => p.id !== summary.id),
    reviewStats: reviewStats(reviews),
    reviews,
    questions: extras.questions.map((q) => ({
      id: q.id,
      name: q.name,
      question: q.question,
      images: q.images,
      answers: q.answers.map((a, index) => ({ id: index, response: a.response })),
      helpful: q.helpful,
      unhelpful: q.unhelpful,
      createdAt: q.created_at,
    })),
  };
}
