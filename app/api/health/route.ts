import { connection } from 'next/server';
import { backend } from '@/lib/shop/backend';
import { otherMethods } from '@/lib/api/methods';

/** For load balancers and deploy checks: 200 only when the shop can serve (its database, and the shop server when remote). */
export async function GET() {
  // Answered per request: with cached pages on, a GET that reads no request would be built once, at build time.
  await connection();
  const report = await backend().health();
  return Response.json({ status: report.ok ? 'ok' : 'unavailable', checks: report.checks }, { status: report.ok ? 200 : 503 });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
