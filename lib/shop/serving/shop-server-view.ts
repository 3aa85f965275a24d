import type { ShopServerView } from '@/lib/edge/serve';
import { currentBreaker } from '@/lib/shop/shop-server/current-breaker';
import { needsShopServer } from './needs-shop-server';

/** The remote shop's circuit as the server around Next sees it (lib/edge/serve.ts). */
export const shopServerView: ShopServerView = {
  failing() {
    const breaker = currentBreaker();
    return breaker?.failing() ? breaker.retryAfterSeconds() : null;
  },
  refusing(url, method) {
    if (method !== 'GET' && method !== 'HEAD') return null;
    const breaker = currentBreaker();
    if (!breaker?.refusing()) return null;
    const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
    return needsShopServer(pathname, searchParams) ? breaker.retryAfterSeconds() : null;
  },
};
