import { handle } from '@/lib/api/respond';
import { ratesCache } from '@/lib/currency/rates-server';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

export const GET = handle(async () => {
  const answer = await ratesCache().rates();
  // Browsers keep the rates for a day themselves; a shared cache may hold them for an hour.
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=3600' } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
