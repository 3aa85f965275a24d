import type { ProductSummary } from '@/lib/shop/catalogue';
import type { SearchOptions } from './types';

/** Search: words in any order, typos forgiven, in the page's language (`options.locale`). */
export interface SearchShop {
  search(query: string, options?: SearchOptions): Promise<ProductSummary[]>;
}
