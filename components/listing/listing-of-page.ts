import 'server-only';
import { cache } from 'react';
import { parseListing, toSearchParams, type Listing, type PageQuery } from '@/lib/shop/catalogue';

const parsed = cache((query: string): Listing => parseListing(new URLSearchParams(query)));

/** A listing page's address as one value, read once per request: its metadata and its body ask for the same one. */
export const listingOfPage = (searchParams: PageQuery): Listing => parsed(toSearchParams(searchParams).toString());
