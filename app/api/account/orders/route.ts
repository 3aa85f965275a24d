import { apiError, handle } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/auth/session';
import { ordersOf } from '@/lib/account/orders';
import { otherMethods } from '@/lib/api/methods';

export const GET = handle(async (request) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  return Response.json({ orders: await ordersOf(user.id) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
