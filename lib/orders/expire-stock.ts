import 'server-only';
import { getCacheHandlers } from 'next/dist/server/use-cache/handlers';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { expireProducts } from '@/lib/shop/expire';
import { productStockTags } from '@/lib/shop/tags';

/**
 * Expires the cached pages that show these products' stock after an order took or gave it back.
 * Inside a request this is revalidateTag. Outside one (the background sweep that cancels unpaid
 * orders) Next has no request store to collect tags in, so the expiry is done as Next does it at
 * the end of a request: each cache handler's updateTags (the shared Redis one tells the other
 * instances too) and this process's page-cache tag manifest, so the next load shows the stock.
 */
export async function expireStock(productIds: Iterable<number>): Promise<void> {
  const ids = [...productIds];
  try {
    expireProducts(ids);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
    await expireOutsideRequest(productStockTags(ids));
  }
}

async function expireOutsideRequest(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
  await Promise.all((getCacheHandlers() ?? []).map((handler) => handler.updateTags(tags, { expire: 0 })));
}
