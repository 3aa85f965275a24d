import { apiError, handle } from '@/lib/api/respond';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';

export const GET = handle<RouteContext<'/api/uploads/[id]'>>(async (request, { params }) => {
  const { id } = await params;
  const upload = await backend().reviews.readImage(id);
  if (!upload) return apiError(request, 404, 'not_found');
  return new Response(new Uint8Array(upload.body), {
    headers: {
      'content-type': upload.contentType,
      'content-length': String(upload.body.length),
      // An upload never changes under its id.
      'cache-control': 'public, max-age=31536000, immutable',
      // Served from this origin: even a file that slipped through must not run as a page.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
