import 'server-only';
import { config } from '@/lib/runtime/config';
import type { Database } from '@/lib/db/client';
import type { CatalogueShop } from '../catalogue/contract';
import type { ReviewsShop } from '../talk/contract';
import type { AccountsShop } from '../accounts/contract';
import type { OrdersShop } from '../orders/contract';
import type { HealthShop } from './health/contract';
import { embeddedCatalogue } from '../catalogue/embedded/catalogue';
import { embeddedReviews } from '../talk/embedded/talk';
import { embeddedAccounts } from '../accounts/embedded/accounts';
import { embeddedOrders } from '../orders/embedded/orders';
import { embeddedHealth } from './health/embedded';
import { remoteClient, type RemoteShopOptions } from '../shop-server/client';
import { remoteCatalogue } from '../catalogue/remote';
import { remoteReviews } from '../talk/remote';
import { remoteAccounts } from '../accounts/remote';
import { remoteOrders } from '../orders/remote';
import { remoteHealth } from './health/remote';

/**
 * Everything a page or route handler needs from the shop, one small interface per domain. The
 * embedded shop keeps it in this server's database; the remote shop speaks the existing shop
 * server's contract (spec sections 7). Nothing outside lib/shop knows which one is running.
 */
export type Shop = {
  catalogue: CatalogueShop;
  reviews: ReviewsShop;
  accounts: AccountsShop;
  orders: OrdersShop;
  health: HealthShop;
};

export function embeddedShop(open?: () => Promise<Database>): Shop {
  return { catalogue: embeddedCatalogue(open), reviews: embeddedReviews(open), accounts: embeddedAccounts(open), orders: embeddedOrders(open), health: embeddedHealth(open) };
}

/** Every domain shares one connection (one circuit breaker, one deadline per page); reviews find products through the catalogue. */
export function remoteShop(baseUrl: string, options: RemoteShopOptions = {}): Shop {
  const client = remoteClient(baseUrl, options);
  const catalogue = remoteCatalogue(client, options);
  return { catalogue, reviews: remoteReviews(client, catalogue), accounts: remoteAccounts(client), orders: remoteOrders(client), health: remoteHealth(client) };
}

let chosen: { url: string | undefined; shop: Shop } | undefined;

/** The one place that decides which shop serves the storefront: SHOP_API_URL names the remote one. */
export function backend(): Shop {
  const url = config().SHOP_API_URL;
  if (!chosen || chosen.url !== url) chosen = { url, shop: url ? remoteShop(url) : embeddedShop() };
  return chosen.shop;
}
