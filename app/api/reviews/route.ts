import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { db } from '@/lib/db/client';
import { reviewInputSchema } from '@/lib/schemas/reviews';
import { createReview, findProductId, uploadsExist } from '@/lib/reviews/store';

export const POST = handle(async (request) => {
  const input = await parseJson(request, reviewInputSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'review');
  if (limited) return limited;
  const database = await db();
  const productId = await findProductId(database, input.data.product);
  if (productId === null) return apiError(request, 404, 'not_found');
  if (!(await uploadsExist(database, input.data.imageIds))) return apiError(request, 400, 'invalid_input', { imageIds: ['unknownImage'] });
  const created = await createReview(database, productId, input.data);
  if (!created.ok) return apiError(request, 400, 'invalid_input', { _: ['required'] });
  return Response.json({ review: created.item }, { status: 201 });
});
