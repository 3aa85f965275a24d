import { INTERNAL_SIGNATURE_HEADER, signInternal } from '@/lib/security/internal-signature';

/** What `POST /api/internal/expire` expires: these products' pages and lists, or the whole catalogue. */
export type Expiry = { products: number[] } | { catalogue: true };

export const INTERNAL_EXPIRE_PATH = '/api/internal/expire';

/** Products named in one request, which keeps its body far under the API's JSON limit. */
export const MAX_PRODUCTS_PER_EXPIRY = 1000;

const TIMEOUT_MS = 10_000;

/**
 * Asks the shop's own server at `origin` to expire cached pages, for work that runs outside any
 * request (the order sweep). Next's revalidateTag needs a request's store and its cache handlers'
 * tag state is reached only through it, so the expiry runs in a route handler, where it reaches
 * the page cache and every cache handler exactly as a shopper's write does.
 */
export async function requestExpiry(origin: string, expiry: Expiry, key: Buffer): Promise<void> {
  if ('products' in expiry) {
    const ids = [...new Set(expiry.products)];
    for (let start = 0; start < ids.length; start += MAX_PRODUCTS_PER_EXPIRY)
      await post(origin, { products: ids.slice(start, start + MAX_PRODUCTS_PER_EXPIRY) }, key);
  } else await post(origin, expiry, key);
}

async function post(origin: string, expiry: Expiry, key: Buffer): Promise<void> {
  const body = JSON.stringify(expiry);
  const answer = await fetch(new URL(INTERNAL_EXPIRE_PATH, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_SIGNATURE_HEADER]: signInternal(key, 'POST', INTERNAL_EXPIRE_PATH, body) },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`${INTERNAL_EXPIRE_PATH} at ${origin} answered ${answer.status}`);
}
