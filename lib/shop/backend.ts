import 'server-only';
import { config } from '@/lib/config';
import type { ShopBackend } from './types';
import { embeddedShop } from './catalogue/embedded';
import { remoteShop } from './catalogue/remote';

let chosen: { url: string | undefined; shop: ShopBackend } | undefined;

/** The one place that decides which shop serves the storefront: SHOP_API_URL names the remote one. */
export function backend(): ShopBackend {
  const url = config().SHOP_API_URL;
  if (!chosen || chosen.url !== url) chosen = { url, shop: url ? remoteShop(url) : embeddedShop() };
  return chosen.shop;
}
