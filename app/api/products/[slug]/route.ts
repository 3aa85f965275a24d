import { apiError, handle } from '@/lib/api/respond';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';
import { requestLocale } from '@/lib/i18n/request-locale';

export const GET = handle<RouteContext<'/api/products/[slug]'>>(async (request, { params }) => {
  const { slug } = await params;
  if (slug.length > 300) return apiError(request, 400, 'invalid_input');
  const product = await backend().catalogue.productBySlug(slug, requestLocale(request));
  if (!product) return apiError(request, 404, 'not_found');
  return Response.json({ product });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
