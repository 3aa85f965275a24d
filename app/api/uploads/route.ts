import { apiError, handle } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { BodyTooLarge, readForm } from '@/lib/api/body';
import { backend } from '@/lib/shop/data/backend';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_FIELD } from '@/lib/shop/talk';
import { encodeImage } from '@/lib/shop/talk/server';
import { otherMethods } from '@/lib/api/methods';

/** Room for the multipart boundaries and headers around the files themselves. */
const MULTIPART_OVERHEAD = 64 * 1024;

const MAX_BODY = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

export const POST = handle(async (request) => {
  const limited = await rateLimited(request, 'upload');
  if (limited) return limited;

  let form: FormData;
  try {
    form = await readForm(request, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(request, 413, 'payload_too_large');
    return apiError(request, 400, 'invalid_input', { imageFiles: ['required'] });
  }
  const files = [...form.getAll(UPLOAD_FIELD), ...form.getAll('imageFiles')].filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) return apiError(request, 400, 'invalid_input', { imageFiles: ['required'] });
  if (files.length > MAX_UPLOAD_FILES) return apiError(request, 400, 'invalid_input', { imageFiles: ['tooManyImages'] });
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) return apiError(request, 413, 'payload_too_large');

  const contents = await Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
  // Judged by content: a text file named photo.png is refused, a photo without an extension is fine.
  const encoded = await Promise.all(contents.map(encodeImage));
  if (encoded.includes(null)) return apiError(request, 415, 'unsupported_media_type');

  const images = backend().reviews;
  const names = await images.saveImages(encoded as Buffer[]);
  return Response.json({ images: names.map((id) => ({ id, url: images.imageUrl(id) })), imageNames: names }, { status: 201 });
}, { maxBody: MAX_BODY });

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
