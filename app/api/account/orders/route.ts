import { apiError, handle } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/auth/session';
import { ordersOf } from '@/lib/account/orders';

export const GET = handle(async (request) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  return Response.json({ orders: await ordersOf(user.id) });
});
