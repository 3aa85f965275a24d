import { otherMethods } from '@/lib/api/methods';
import { connection } from 'next/server';
import { logger } from '@/lib/log/logger';
import { checkReadiness } from '@/lib/server/readiness';
import { readinessProbes } from '@/lib/server/probes';

/**
 * For load balancers and deploys: 200 when this instance can serve (database reachable and
 * migrated; Redis, the upstream shop and SMTP reachable when configured), else 503 naming the
 * failing part. /api/health stays the liveness check.
 */
export async function GET() {
  await connection();
  const report = await checkReadiness(readinessProbes(), 4_000, (name, error) => logger.warn({ err: error, check: name }, 'not ready'));
  return Response.json(
    { status: report.ready ? 'ready' : 'unavailable', checks: report.checks },
    { status: report.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
