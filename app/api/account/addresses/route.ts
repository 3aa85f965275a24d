import { apiError, handle, parseJson } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { addressBookEntrySchema } from '@/lib/shop/accounts';
import { otherMethods } from '@/lib/api/methods';

export const GET = handle(async (request) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  return Response.json({ addresses: await backend().accounts.addresses(user.id) });
});

export const POST = handle(async (request) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  const input = await parseJson(request, addressBookEntrySchema);
  if (!input.ok) return input.response;
  const address = await backend().accounts.addAddress(user.id, input.data);
  if (address === 'full') return apiError(request, 409, 'address_limit');
  if (!address) return apiError(request, 404, 'not_found');
  return Response.json({ address }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
