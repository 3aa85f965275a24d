import { apiError, handle, parseJson } from '@/lib/api/respond';
import { userFromRequest } from '@/lib/shop/accounts/server';
import { backend } from '@/lib/shop/data/backend';
import { garageSchema, mergeGarages, type Garage } from '@/lib/shop/accounts';
import { otherMethods } from '@/lib/api/methods';

const answer = (garage: Garage | null) => Response.json({ garage }, { headers: { 'cache-control': 'no-store' } });

/**
 * The signed-in shopper's garage (docs/api.md). Where the shop keeps none (the remote shop) every
 * method answers `{ garage: null }`: the browser keeps the garage to itself. Not a 4xx, which the
 * browser would log as an error on every sign-in.
 */
function garageRoute(write?: (sent: Garage, kept: Garage) => Garage) {
  return handle(async (request) => {
    const user = await userFromRequest(request);
    if (!user) return apiError(request, 401, 'unauthorized');
    const input = write ? await parseJson(request, garageSchema) : null;
    if (input && !input.ok) return input.response;
    const kept = await backend().accounts.garage(user.id);
    if (!kept) return answer(null);
    if (!write || !input) return answer(kept);
    const saved = await backend().accounts.saveGarage(user.id, write(input.data, kept));
    // The session outlived its account.
    return saved ? answer(saved) : apiError(request, 401, 'unauthorized');
  });
}

export const GET = garageRoute();
/** Sign-in: the browser's garage merged into the account's, the browser's active vehicle staying active. */
export const POST = garageRoute((sent, kept) => mergeGarages(sent, kept));
/** While signed in: the browser's garage replaces the account's. */
export const PUT = garageRoute((sent) => sent);

export const { PATCH, DELETE } = otherMethods('GET', 'POST', 'PUT');
