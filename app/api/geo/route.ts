import { detectGeo } from '@/lib/shop/cart/server';
import { otherMethods } from '@/lib/api/methods';

// No `handle` wrapper: detectGeo never throws, and a failed detection is still an answer (USD).
export async function GET(request: Request) {
  const answer = await detectGeo(request);
  return Response.json(answer, { headers: { 'cache-control': 'private, no-store' } });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
