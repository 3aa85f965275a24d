import 'server-only';
import type { z } from 'zod';
import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import type { WriteResult } from '@/lib/shop/talk';
import { userFromRequest } from '@/lib/shop/accounts/server';
import { expireProductTalk } from '@/lib/shop/data/expire';
import { requestLocale } from '@/lib/i18n/request-locale';
import type { Locale } from '@/lib/i18n/routing';

/**
 * POST handler shared by reviews and questions: validate, rate-limit, then hand the shop the
 * submission, the language of the page it was written on and the signed-in account, if any (it
 * checks the product and the images). Answers `{ [name]: item }` with 201.
 */
export function postItemHandler<I, T>(schema: z.ZodType<I>, write: (input: I & { locale: Locale }, accountId: string | null) => Promise<WriteResult<T>>, name: 'review' | 'question') {
  return handle(async (request) => {
    const input = await parseJson(request, schema);
    if (!input.ok) return input.response;
    const limited = await rateLimited(request, 'review');
    if (limited) return limited;
    // The writer comes from the session cookie only: a verified-buyer badge is never taken from the body.
    const user = await userFromRequest(request);
    const written = await write({ ...input.data, locale: requestLocale(request) }, user?.id ?? null);
    if (written.ok) {
      await expireProductTalk((input.data as { product?: string | number }).product);
      return Response.json({ [name]: written.item }, { status: 201 });
    }
    if (written.reason === 'not_found') return apiError(request, 404, 'not_found');
    if (written.reason === 'unknown_image') return apiError(request, 400, 'invalid_input', { imageIds: ['unknownImage'] });
    return apiError(request, 400, 'invalid_input', { _: ['required'] });
  });
}
