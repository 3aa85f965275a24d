import { apiError, handle, parseJson } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { addressBookEntrySchema, addressIdSchema } from '@/lib/shop/accounts';
import { otherMethods } from '@/lib/api/methods';

type Context = RouteContext<'/api/account/addresses/[id]'>;

/** Someone else's address answers 404, exactly like one that does not exist. */
export const PUT = handle<Context>(async (request, { params }) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  const id = addressIdSchema.safeParse((await params).id);
  if (!id.success) return apiError(request, 404, 'not_found');
  const input = await parseJson(request, addressBookEntrySchema);
  if (!input.ok) return input.response;
  const address = await backend().accounts.updateAddress(user.id, id.data, input.data);
  return address ? Response.json({ address }) : apiError(request, 404, 'not_found');
});

export const DELETE = handle<Context>(async (request, { params }) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  const id = addressIdSchema.safeParse((await params).id);
  if (!id.success || !(await backend().accounts.deleteAddress(user.id, id.data))) return apiError(request, 404, 'not_found');
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PATCH } = otherMethods('PUT', 'DELETE');
