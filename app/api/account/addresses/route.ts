import { apiError, handle, parseJson } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/auth/session';
import { addAddress, listAddresses } from '@/lib/account/addresses';
import { addressBookEntrySchema } from '@/lib/schemas/address-book';

export const GET = handle(async (request) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  return Response.json({ addresses: await listAddresses(user.id) });
});

export const POST = handle(async (request) => {
  const user = await userFromRequest(request);
  if (!user) return apiError(request, 401, 'unauthorized');
  const input = await parseJson(request, addressBookEntrySchema);
  if (!input.ok) return input.response;
  const address = await addAddress(user.id, input.data);
  if (!address) return apiError(request, 409, 'address_limit');
  return Response.json({ address }, { status: 201 });
});
