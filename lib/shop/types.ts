import type { Locale } from '@/lib/i18n/routing';
import type { SortOrder } from '@/lib/shop/catalogue/listing/sort';

/*
 * The shop's shared vocabulary: what every domain of the shop (lib/shop/<domain>/contract.ts)
 * answers, and what pages, components and lib/ modules below the shop read. It imports only
 * foundation types, so anything in lib/ may use it without reaching up into the shop.
 */

/** A product as every listing shows it: prices already carry the automatic discount. */
export type ProductSummary = {
  id: number;
  slug: string;
  name: string;
  sku: string;
  /** What the shopper pays per unit, in USD. */
  price: number;
  /** The regular price when a discount applies, else null. */
  originalPrice: number | null;
  discountPercent: number;
  images: string[];
  alt: string;
  /** The language `name` and `alt` are written in: the page's, or English (also when absent) when untranslated and from the remote shop. */
  lang?: Locale;
  vehicle: string;
  carBrand: string;
  productType: string;
  category: string | null;
  fitPosition: string;
  performancePart: boolean;
  quantityLeft: number;
  shipment: string;
  garageSale: boolean;
  isNew: boolean;
  createdAt: string;
};

export type ReviewStats = { counts: Record<1 | 2 | 3 | 4 | 5, number>; averageRating: number; totalReviews: number };

/** Reviewer e-mail addresses never leave the server: they are not part of this type. */
export type Review = {
  id: number;
  name: string;
  rating: number;
  title: string;
  experience: string;
  images: string[];
  likes: number;
  dislikes: number;
  verified: boolean;
  createdAt: string;
  /** The language of the page it was written on; unknown for the remote shop's reviews. */
  lang?: Locale;
};

export type Question = {
  id: number;
  name: string;
  question: string;
  images: string[];
  /** Each answer in the page's language when the shop has it, else as written; `lang` says which. */
  answers: { id: number; response: string; lang?: Locale }[];
  helpful: number;
  unhelpful: number;
  createdAt: string;
  /** The language of the page it was asked on; unknown for the remote shop's questions. */
  lang?: Locale;
};

export type ProductDetail = ProductSummary & {
  descriptionHtml: string;
  featuresHtml: string;
  fitmentHtml: string;
  /** The language each section is written in: the page's, or English where it has no translation. */
  htmlLang: { description: Locale; features: Locale; fitment: Locale };
  video: string | null;
  related: ProductSummary[];
  reviewStats: ReviewStats;
  reviews: Review[];
  questions: Question[];
};

/** The upstream filter contract (spec 000 §7): every field a list. */
export type ProductFilter = {
  car_model: string[];
  brand: string[];
  category: string[];
  wheel_size: string[];
  make_material: string[];
  super_category: string[];
  subcategory: string[];
  final_subcategory: string[];
  label: string[];
};

export type ListingQuery = { filter: ProductFilter; sort: SortOrder; page: number; pageSize: number };
export type ListingPage = { items: ProductSummary[]; total: number; page: number; pageCount: number };

export type SearchOptions = { carModel?: string | null; limit?: number; locale?: Locale };

/** Which listing a count or a page is drawn from. */
export type ListingScope = 'catalogue' | 'garage';

export type ItemKind = 'review' | 'question';
export type ReactionCounts = { up: number; down: number };

/** What a shopper sends with a review or question; the product by slug (any link shape) or id. */
export type ReviewSubmission = { product: string | number; name: string; email: string; rating: number; title: string; experience: string; imageIds: string[]; locale?: Locale };
export type QuestionSubmission = { product: string | number; name: string; email: string; question: string; imageIds: string[]; locale?: Locale };
export type WriteResult<T> = { ok: true; item: T } | { ok: false; reason: 'not_found' | 'empty' | 'unknown_image' };

/**
 * A signed-in shopper as the shop knows them. `id` is the shop's own account id (a number for the
 * embedded shop, the upstream user id for the remote one); it is kept in this server's session only.
 */
export type Account = { id: string; name: string; email: string };
export type Registration = { firstName: string; lastName: string; email: string; password: string };
/** `linked: false` where the shop has no order detail to link to (the remote contract has none). */
export type OrderRow = { id: number | string; number: string; date: string; status: string; total: number; linked?: boolean };
export type OrderDetail = {
  number: string;
  date: string;
  status: string;
  subtotal: number;
  protection: number;
  deliveryFee: number;
  total: number;
  shippingAddress: Record<string, string>;
  lines: { id: number; name: string; sku: string; quantity: number; unitPrice: number; isDeposit: boolean; lineTotal: number }[];
};

export type HealthReport = { ok: boolean; checks: Record<string, 'ok' | 'down'> };

/**
 * What a payment provider reported about an order's payment, in the shop's own words; each
 * provider translates its events at its edge (lib/shop/orders/payments/stripe-events.ts).
 * `paid`: the money arrived; `processing`: the shopper paid by a method that settles later;
 * `expired`: the payment failed or was never made, so the order is cancelled.
 */
export type PaymentEvent = { kind: 'paid' | 'processing' | 'expired'; orderNumber: string; paymentRef: string };
