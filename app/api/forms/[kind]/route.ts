import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { backend } from '@/lib/shop/data/backend';
import { FORM_INPUT_SCHEMAS, type AnyFormInput } from '@/lib/shop/content';
import { isFormKind } from '@/lib/shop/content';
import { saveSubmission } from '@/lib/shop/content/server';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle<RouteContext<'/api/forms/[kind]'>>(async (request, { params }) => {
  const { kind } = await params;
  if (!isFormKind(kind)) return apiError(request, 404, 'not_found');
  const input = await parseJson<AnyFormInput>(request, FORM_INPUT_SCHEMAS[kind]);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'form');
  if (limited) return limited;
  if ('imageIds' in input.data && !(await backend().reviews.imagesExist(input.data.imageIds))) {
    return apiError(request, 400, 'invalid_input', { imageIds: ['unknownImage'] });
  }
  const id = await saveSubmission(kind, input.data);
  return Response.json({ submitted: true, id }, { status: 201 });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
