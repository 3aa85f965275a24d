import type { Locale } from '@/lib/i18n/routing';
import type { SavedAddress } from '@/lib/account/address-types';
import type { AddressBookEntry } from '@/lib/account/address-book';
import type { SortOrder } from '@/lib/catalog/sort';
import type { OrderRequest, QuoteRequest } from '@/lib/orders/order-request';
import type { PlaceOrderResult } from '@/lib/orders/place-order';
import type { PriceOrderResult } from '@/lib/orders/price-order';
import type { OrderRow as StoredOrder } from '@/lib/orders/stored-order';
import type { Transition } from '@/lib/orders/transitions';
import type Stripe from 'stripe';
import type { ReactionValue } from '@/lib/reviews/reactions';

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
export type { SavedAddress };

export type HealthReport = { ok: boolean; checks: Record<string, 'ok' | 'down'> };

/**
 * Everything a page or route handler needs from the shop, reads and writes. The embedded shop
 * keeps it in this server's database; the remote shop speaks the existing shop server's
 * contract (spec sections 7). Nothing outside lib/shop knows which one is running.
 */
export interface ShopBackend {
  // Catalogue. `locale`: the page's language; the text comes in it where the shop has it, else in English.
  search(query: string, options?: SearchOptions): Promise<ProductSummary[]>;
  latest(limit?: number, locale?: Locale): Promise<ProductSummary[]>;
  hot(locale?: Locale): Promise<ProductSummary[]>;
  filter(query: ListingQuery, locale?: Locale): Promise<ListingPage>;
  garageSale(query: ListingQuery, locale?: Locale): Promise<ListingPage>;
  newArrivals(query: ListingQuery, locale?: Locale): Promise<ListingPage>;
  /** How many products a listing would show, for landing tiles. */
  count(filter: ProductFilter, scope?: ListingScope): Promise<number>;
  /** Any link shape: name slug, encoded id (spec 001 decoding rules), any case. */
  productBySlug(slug: string, locale?: Locale): Promise<ProductDetail | null>;
  productsByIds(ids: number[], locale?: Locale): Promise<ProductSummary[]>;
  /**
   * Product pages for the sitemap, garage-sale items included, in an order that stays put while the
   * catalogue does: at most `limit` of them from `offset` (the shards of the sitemap index). As many
   * in all as `count` gives for the catalogue and the garage sale together.
   */
  sitemapProducts(limit: number, offset?: number): Promise<{ slug: string; createdAt: Date }[]>;

  // Reviews, questions, reactions, images
  /** `accountId`: the signed-in writer, whose paid orders make the review a verified buyer's. */
  writeReview(input: ReviewSubmission, accountId?: string | null): Promise<WriteResult<Review>>;
  askQuestion(input: QuestionSubmission): Promise<WriteResult<Question>>;
  /** Records the visitor's one reaction (deduplicated here) and answers the item's counts; null when the item is unknown. */
  react(kind: ItemKind, itemId: number, visitorId: string, value: ReactionValue, product?: string | number): Promise<ReactionCounts | null>;
  /** Stores images that passed this server's content check and re-encoding; answers their names. */
  saveImages(encoded: Buffer[]): Promise<string[]>;
  /** Where the browser loads an image named by `saveImages` or a review. */
  imageUrl(name: string): string;
  /** The bytes of an image this server keeps itself, or null. */
  readImage(name: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** True when every name is an image the shop knows. */
  imagesExist(names: string[]): Promise<boolean>;

  // Accounts
  login(email: string, password: string): Promise<Account | null>;
  register(input: Registration): Promise<Account | 'email_exists'>;
  /** Starts the shop's password recovery; answers the same whether or not the address has an account. */
  recover(email: string, locale: Locale): Promise<void>;
  /** Sets a new password with a recovery token; the account, or null for a bad or used token. */
  resetPassword(token: string, password: string): Promise<Account | null>;
  orders(accountId: string, limit?: number): Promise<OrderRow[]>;
  order(accountId: string, number: string): Promise<OrderDetail | null>;
  /** The account's address book, the default first; only ever the account's own addresses. */
  addresses(accountId: string): Promise<SavedAddress[]>;
  defaultAddress(accountId: string): Promise<SavedAddress | null>;
  /** 'full' at the address book's limit; null when this shop keeps no address book of its own. */
  addAddress(accountId: string, entry: AddressBookEntry): Promise<SavedAddress | 'full' | null>;
  /** Null, false: no such address in this account's book. */
  updateAddress(accountId: string, id: number, entry: AddressBookEntry): Promise<SavedAddress | null>;
  setDefaultAddress(accountId: string, id: number): Promise<boolean>;
  deleteAddress(accountId: string, id: number): Promise<boolean>;

  // Orders and the rest
  /**
   * Where checkout runs: `storefront` places orders through `placeOrder`; `shop-server` means the
   * shop server's own checkout page, served on this origin by path (docs/operations.md).
   */
  readonly checkout: 'storefront' | 'shop-server';
  /** The server's current price for a basket, nothing reserved: what checkout shows before "Place order"; lines named in `locale`. */
  quote(request: QuoteRequest, locale?: Locale): Promise<PriceOrderResult>;
  /** Places the order, holds its stock, queues its mail in `locale` and opens its payment. */
  placeOrder(request: OrderRequest, accountId: string | null, locale: Locale): Promise<PlaceOrderResult>;
  /** An order this storefront placed, by its number (the key of its payment link); null for the shop server's orders. */
  storedOrder(number: string): Promise<StoredOrder | null>;
  /** Opens (or reuses) the order's payment with the provider: the page to send the shopper to, or null when nothing is owed now. */
  startPayment(order: StoredOrder, origin: string): Promise<string | null>;
  /** Applies a verified Stripe event to the order it names; what changed, or null when nothing did. */
  applyPaymentEvent(event: Stripe.Event): Promise<Transition>;
  subscribe(email: string, locale: Locale): Promise<void>;
  health(): Promise<HealthReport>;
  /** Opens what the shop needs before the first request (the embedded shop seeds an empty catalogue); throws when it cannot. */
  ready(): Promise<void>;
}
