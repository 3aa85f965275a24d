import { connection } from 'next/server';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';
import { currentBreaker } from '@/lib/shop/shop-server/current-breaker';

/**
 * For load balancers and deploy checks: 200 only when the shop can serve (its database, and the
 * shop server when remote). A remote shop also reports its circuit breaker: `closed`, `open`
 * (calls refused, pages that need the shop server answer 503) or `half-open` (one call probes).
 */
export async function GET() {
  // Answered per request: with cached pages on, a GET that reads no request would be built once, at build time.
  await connection();
  const report = await backend().health.health();
  const circuit = currentBreaker()?.phase();
  return Response.json(
    { status: report.ok ? 'ok' : 'unavailable', checks: report.checks, ...(circuit ? { circuit } : {}) },
    { status: report.ok ? 200 : 503 },
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
