import { connection } from 'next/server';
import { handle } from '@/lib/api/respond';
import { ratesCache } from '@/lib/shop/cart/server';
import { otherMethods } from '@/lib/api/methods';

export const GET = handle(async () => {
  // Answered per request: with cached pages on, a GET that reads no request would be built once, at build time.
  await connection();
  const answer = await ratesCache().rates();
  // Browsers keep the rates for a day themselves; a shared cache may hold them for an hour.
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=3600' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
