import { pageRouting } from '@/lib/edge/page-routing';
import { shopPages } from '@/lib/shop/serving/shop-pages';

/**
 * Which page renders and under which policy (lib/edge/page-routing.ts). Every answer given without
 * a render (400, redirects, 404, 503, stored answers) is the server's, decided before (docs/edge.md).
 */
export default pageRouting(shopPages);

export const config = {
  // In the server's own process: the edge sandbox cost every page request more than the work done here.
  runtime: 'nodejs',
  // Pages only: API routes, Next internals and files with an extension (images) pass straight
  // through; checkout.html is matched (literally: the matcher must be static) so a remote shop's checkout can be served by path.
  // Home and product pages (with or without es/ja, no trailing slash) skip middleware: next.config
  // routes them (lib/edge/cached-page-rewrites.ts).
  matcher: ['/((?!api|_next|_vercel|.*\\..*|(?:(?:es|ja)/)?store/product/[^/]+$|(?:es|ja)?$).*)', '/checkout.html', '/(es|ja)/checkout.html'],
};
