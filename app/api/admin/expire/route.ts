import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { apiError, handle, parseValue } from '@/lib/api/respond';
import { readBody } from '@/lib/api/body';
import { otherMethods } from '@/lib/api/methods';
import { SIGNATURE_HEADER, verifySignature } from '@/lib/admin/signature';
import { signingSecret } from '@/lib/auth/signing-secret';
import { CATALOGUE_TAG, LISTINGS_TAG, LONG_LISTS_TAG } from '@/lib/shop/tags';

const BODY_LIMIT = 16 * 1024;
const TAG = new RegExp(`^(${[CATALOGUE_TAG, LISTINGS_TAG, LONG_LISTS_TAG].join('|')}|product:\\d{1,10})$`);
const body = z.object({ tags: z.array(z.string().regex(TAG)).min(1).max(200) }).strict();

/**
 * Expires cache tags of this instance, for a change made behind its back: a catalogue import
 * (npm run catalog) calls it on every running instance, so they show the change on their next
 * request. Signed with the shop's signing secret (lib/admin/signature.ts), so only its operator
 * can call it; a bad or missing signature answers 401 and expires nothing.
 */
export const POST = handle(
  async (request) => {
    const text = new TextDecoder().decode(await readBody(request, BODY_LIMIT));
    if (!verifySignature(request.headers.get(SIGNATURE_HEADER), text, signingSecret())) return apiError(request, 401, 'invalid_signature');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return apiError(request, 400, 'invalid_json');
    }
    const parsed = parseValue(request, body, value);
    if (!parsed.ok) return parsed.response;
    // At once rather than stale-while-revalidate: the operator expects the next page to show the import.
    for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
    return Response.json({ expired: parsed.data.tags });
  },
  // Called by the operator's command, not a browser: the signature proves where it comes from.
  { sameOrigin: false, maxBody: BODY_LIMIT },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
