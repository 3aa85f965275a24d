import 'server-only';
import type { ShopBackend } from './types';
import { embeddedShop } from './embedded';
import { remoteShop } from './remote';

let chosen: ShopBackend | undefined;

/** The one place that decides which shop serves the catalogue. */
export const backend = (): ShopBackend =>
  (chosen ??= process.env.SHOP_API_URL ? remoteShop(process.env.SHOP_API_URL) : embeddedShop());
