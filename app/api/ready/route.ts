import { otherMethods } from '@/lib/api/methods';
import { connection } from 'next/server';
import { logger } from '@/lib/runtime/logger';
import { checkReadiness } from '@/lib/edge/readiness';
import { readinessProbes } from '@/lib/shop/serving/readiness-probes';
import { currentBreaker } from '@/lib/shop/shop-server/current-breaker';

/**
 * For load balancers and deploys: 200 when this instance can serve (database reachable and
 * migrated; Redis, the upstream shop and SMTP reachable when configured), else 503 naming the
 * failing part. /api/health stays the liveness check. A remote shop also reports its circuit
 * breaker (`circuit`: closed, open or half-open); while it is open the shop check answers
 * `circuit open` without calling.
 */
export async function GET() {
  await connection();
  const report = await checkReadiness(readinessProbes(), 4_000, (name, error) => logger.warn({ err: error, check: name }, 'not ready'));
  const circuit = currentBreaker()?.phase();
  return Response.json(
    { status: report.ready ? 'ready' : 'unavailable', checks: report.checks, ...(circuit ? { circuit } : {}) },
    { status: report.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
