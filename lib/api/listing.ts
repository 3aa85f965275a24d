import 'server-only';
import { PAGE_SIZE } from '@/lib/catalog/sort';
import type { ListingRequest } from '@/lib/schemas/catalog';
import type { ListingQuery } from '@/lib/shop/types';

export function listingQuery({ sort, page, ...filter }: ListingRequest): ListingQuery {
  return { filter, sort, page, pageSize: PAGE_SIZE };
}
