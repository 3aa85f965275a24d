import type { ProductSummary } from '@/lib/shop/catalogue';
import type { Locale } from '@/lib/i18n/routing';

/** Search: words in any order, typos forgiven, in the page's language (`options.locale`). */
export interface SearchShop {
  search(query: string, options?: SearchOptions): Promise<ProductSummary[]>;
}

export type SearchOptions = { carModel?: string | null; limit?: number; locale?: Locale };
