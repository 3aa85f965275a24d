import 'server-only';
import { config } from '@/lib/runtime/config';
import type { Database } from '@/lib/db/client';
import { seededDb } from './database';
import type { CatalogueShop } from '@/lib/shop/catalogue';
import type { SearchShop } from '@/lib/shop/search';
import { embeddedSearch, remoteSearch } from '@/lib/shop/search/server';
import type { ReviewsShop } from '@/lib/shop/talk';
import type { AccountsShop } from '@/lib/shop/accounts';
import type { OrdersShop } from '@/lib/shop/orders';
import type { HealthShop } from './health/contract';
import { embeddedCatalogue } from '@/lib/shop/catalogue/server';
import { embeddedReviews } from '@/lib/shop/talk/server';
import { embeddedAccounts } from '@/lib/shop/accounts/server';
import { embeddedOrders } from '@/lib/shop/orders/server';
import { embeddedHealth } from './health/embedded';
import { remoteClient, type RemoteShopOptions } from '../shop-server/client';
import { remoteCatalogue } from '@/lib/shop/catalogue/server';
import { remoteReviews } from '@/lib/shop/talk/server';
import { remoteAccounts } from '@/lib/shop/accounts/server';
import { remoteOrders } from '@/lib/shop/orders/server';
import { remoteHealth } from './health/remote';

/**
 * Everything a page or route handler needs from the shop, one small interface per domain. The
 * embedded shop keeps it in this server's database; the remote shop speaks the existing shop
 * server's contract (spec sections 7). Nothing outside lib/shop knows which one is running.
 */
export type Shop = {
  catalogue: CatalogueShop;
  search: SearchShop;
  reviews: ReviewsShop;
  accounts: AccountsShop;
  orders: OrdersShop;
  health: HealthShop;
};

export function embeddedShop(open: () => Promise<Database> = seededDb): Shop {
  return { catalogue: embeddedCatalogue(open), search: embeddedSearch(open), reviews: embeddedReviews(open), accounts: embeddedAccounts(open), orders: embeddedOrders(open), health: embeddedHealth(open) };
}

/** Every domain shares one connection (one circuit breaker, one deadline per page); reviews find products through the catalogue. */
export function remoteShop(baseUrl: string, options: RemoteShopOptions = {}): Shop {
  const client = remoteClient(baseUrl, options);
  const catalogue = remoteCatalogue(client, options);
  return { catalogue, search: remoteSearch(client, catalogue), reviews: remoteReviews(client, catalogue), accounts: remoteAccounts(client), orders: remoteOrders(client), health: remoteHealth(client) };
}

let chosen: { url: string | undefined; shop: Shop } | undefined;

/** The one place that decides which shop serves the storefront: SHOP_API_URL names the remote one. */
export function backend(): Shop {
  const url = config().SHOP_API_URL;
  if (!chosen || chosen.url !== url) chosen = { url, shop: url ? remoteShop(url) : embeddedShop() };
  return chosen.shop;
}
