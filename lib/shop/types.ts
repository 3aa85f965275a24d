import type { Locale } from '@/lib/i18n/routing';
import type { SortOrder } from '@/lib/catalog/sort';

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
};

export type Question = {
  id: number;
  name: string;
  question: string;
  images: string[];
  answers: { id: number; response: string }[];
  helpful: number;
  unhelpful: number;
  createdAt: string;
};

export type ProductDetail = ProductSummary & {
  descriptionHtml: string;
  featuresHtml: string;
  fitmentHtml: string;
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

export type SearchOptions = { carModel?: string | null; limit?: number };

export interface ShopBackend {
  readonly kind: 'embedded' | 'remote';
  search(query: string, options?: SearchOptions): Promise<ProductSummary[]>;
  latest(limit?: number): Promise<ProductSummary[]>;
  hot(): Promise<ProductSummary[]>;
  filter(query: ListingQuery): Promise<ListingPage>;
  garageSale(query: ListingQuery): Promise<ListingPage>;
  newArrivals(query: ListingQuery): Promise<ListingPage>;
  productBySlug(slug: string, locale?: Locale): Promise<ProductDetail | null>;
  productsByIds(ids: number[]): Promise<ProductSummary[]>;
}
