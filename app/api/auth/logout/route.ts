import { handle } from '@/lib/api/respond';
import { endSession } from '@/lib/shop/accounts/server';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const cookie = await endSession(request);
  return Response.json({ signedOut: true }, { headers: { 'set-cookie': cookie } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
