import 'server-only';
import { PAGE_SIZE } from '@/lib/shop/catalogue/listing/sort';
import type { ListingRequest } from '@/lib/shop/catalogue/listing/request-schema';
import type { ListingQuery } from '../types';

export function listingQuery({ sort, page, ...filter }: ListingRequest): ListingQuery {
  return { filter, sort, page, pageSize: PAGE_SIZE };
}
