import { apiError, handle } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { addressIdSchema } from '@/lib/shop/accounts';
import { otherMethods } from '@/lib/api/methods';

type Context = RouteContext<'/api/account/addresses/[id]/default'>;

export const POST = handle<Context>(async (request, { params }) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  const id = addressIdSchema.safeParse((await params).id);
  if (!id.success || !(await backend().accounts.setDefaultAddress(user.id, id.data))) return apiError(request, 404, 'not_found');
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
