import 'server-only';
import { expireProducts } from '@/lib/shop/expire';

/**
 * Expires the cached pages that show these products' stock after an order took or gave it back.
 * Next.js can expire tags only inside a request; outside one (the background sweep, scripts,
 * handlers called by tests) there is no request to do it in, and cached stock then follows at
 * the cache's own lifetime.
 */
export function expireStock(productIds: Iterable<number>): void {
  try {
    expireProducts(productIds);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
  }
}
