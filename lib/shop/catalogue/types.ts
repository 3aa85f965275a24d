import type { Locale } from '@/lib/i18n/routing';
import type { SortOrder } from './listing/sort';
import type { Selection } from './listing/listing-url';
import type { Question, Review, ReviewStats } from '@/lib/shop/talk';

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
  /** The vehicle generations it fits, by slug, the first its own (its name, discount and breadcrumb follow it); empty: every vehicle (lib/shop/catalogue/fitment.ts). */
  vehicles: string[];
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

/** The wire filter of the spec (000 §7): every field a list; spoken only with the remote shop and the public API (wire-filter.ts). */
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

/** A page of a listing as the shop reads it: the selection in its own words (the wire's ProductFilter is the remote shop's and the public API's). */
export type ListingQuery = { selection: Selection; sort: SortOrder; page: number; pageSize: number };

export type ListingPage = { items: ProductSummary[]; total: number; page: number; pageCount: number };

/** Which listing a count or a page is drawn from. */
export type ListingScope = 'catalogue' | 'garage';
