import 'server-only';
import type { z } from 'zod';
import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { db, type Database } from '@/lib/db/client';
import { userFromRequest } from '@/lib/auth/session';
import { findProductId, uploadsExist, type Created } from './store';

type Input = { product: string | number; imageIds: string[] };

/**
 * POST handler shared by reviews and questions: validate, rate-limit, check the product and
 * the uploaded images exist, then store with the signed-in shopper, if any. Answers `{ [name]: item }` with 201.
 */
export function postItemHandler<I extends Input, T>(
  schema: z.ZodType<I>,
  create: (database: Database, productId: number, input: I, userId: number | null) => Promise<Created<T>>,
  name: 'review' | 'question',
) {
  return handle(async (request) => {
    const input = await parseJson(request, schema);
    if (!input.ok) return input.response;
    const limited = await rateLimited(request, 'review');
    if (limited) return limited;
    const database = await db();
    const productId = await findProductId(database, input.data.product);
    if (productId === null) return apiError(request, 404, 'not_found');
    if (!(await uploadsExist(database, input.data.imageIds))) return apiError(request, 400, 'invalid_input', { imageIds: ['unknownImage'] });
    // Who wrote it comes from the session cookie only: a verified-buyer badge is never taken from the body.
    const user = await userFromRequest(request);
    const created = await create(database, productId, input.data, user?.id ?? null);
    if (!created.ok) return apiError(request, 400, 'invalid_input', { _: ['required'] });
    return Response.json({ [name]: created.item }, { status: 201 });
  });
}
