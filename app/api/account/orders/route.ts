import { apiError, handle } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const GET = handle(async (request) => {
  // The account comes from the session only, never from the query string (the original sent ?user_id=).
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  return Response.json({ orders: await backend().orders.accountOrders(user.id) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
