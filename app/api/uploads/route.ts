import { apiError, handle } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { backend } from '@/lib/shop/backend';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_FIELD } from '@/lib/uploads/limits';
import { encodeImage } from '@/lib/uploads/store';

/** Room for the multipart boundaries and headers around the files themselves. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const POST = handle(async (request) => {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) return apiError(request, 413, 'payload_too_large');
  const limited = await rateLimited(request, 'upload');
  if (limited) return limited;

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
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

  const shop = backend();
  const names = await shop.saveImages(encoded as Buffer[]);
  return Response.json({ images: names.map((id) => ({ id, url: shop.imageUrl(id) })), imageNames: names }, { status: 201 });
});
