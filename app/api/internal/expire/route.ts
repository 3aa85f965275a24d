import { z } from 'zod';
import { apiError, handle, parseValue } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/methods';
import { JSON_BODY_LIMIT, parseJsonText, readBody } from '@/lib/api/body';
import { signingSecret } from '@/lib/security/signing-secret';
import { INTERNAL_EXPIRE_PATH, MAX_PRODUCTS_PER_EXPIRY } from '@/lib/edge/internal-expire';
import { INTERNAL_SIGNATURE_HEADER, internalKey, verifyInternal } from '@/lib/security/internal-signature';
import { expireCatalogue, expireProducts } from '@/lib/shop/data/expire';

const MAX_INT = 2 ** 31 - 1;
const expirySchema = z.union([
  z.strictObject({ products: z.array(z.number().int().min(1).max(MAX_INT)).min(1).max(MAX_PRODUCTS_PER_EXPIRY) }),
  z.strictObject({ catalogue: z.literal(true) }),
]);

/**
 * Expires cached pages for work the server does outside a request (lib/edge/internal-expire.ts).
 * Only a request signed with the server's own key is taken; anything else is a 401 that expires
 * nothing.
 */
export const POST = handle(
  async (request) => {
    const bytes = await readBody(request, JSON_BODY_LIMIT);
    const signature = request.headers.get(INTERNAL_SIGNATURE_HEADER);
    if (!verifyInternal(internalKey(signingSecret()), signature, 'POST', INTERNAL_EXPIRE_PATH, Buffer.from(bytes).toString('utf8')))
      return apiError(request, 401, 'invalid_signature');
    const json = parseJsonText(bytes);
    if (!json.ok) return apiError(request, 400, 'invalid_json');
    const parsed = parseValue(request, expirySchema, json.value);
    if (!parsed.ok) return parsed.response;
    if ('catalogue' in parsed.data) expireCatalogue();
    else expireProducts(parsed.data.products);
    return new Response(null, { status: 204 });
  },
  // Signed by the server itself, not sent by a browser: the signature is the proof of origin.
  { sameOrigin: false },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
