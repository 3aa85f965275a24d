import { backend } from '@/lib/shop/backend';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

/** For load balancers and deploy checks: 200 only when the shop can serve (its database, and the shop server when remote). */
export async function GET() {
  const report = await backend().health();
  return Response.json({ status: report.ok ? 'ok' : 'unavailable', checks: report.checks }, { status: report.ok ? 200 : 503 });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
