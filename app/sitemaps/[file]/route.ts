import { connection } from 'next/server';
import { pagePaths, parseSitemapFile, productPages, sitemapEntryBatches, PRODUCTS_PER_SITEMAP } from '@/lib/seo/sitemap';
import { urlSetStream, XML_HEADERS } from '@/lib/seo/sitemap-xml';
import { requestSiteUrl } from '@/lib/seo/site';
import { backend } from '@/lib/shop/data/backend';

/** One file of the sitemap index: `pages.xml`, or `products-N.xml` for the Nth slice of the catalogue. */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  await connection();
  const { file } = await params;
  const which = file.endsWith('.xml') ? parseSitemapFile(file.slice(0, -'.xml'.length)) : null;
  if (!which) return new Response('Not found', { status: 404 });

  const pages =
    which.kind === 'pages'
      ? pagePaths().map((path) => ({ path, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.6 }))
      : productPages(await backend().catalogue.sitemapProducts(PRODUCTS_PER_SITEMAP, which.shard * PRODUCTS_PER_SITEMAP));
  if (pages.length === 0) return new Response('Not found', { status: 404 });
  return new Response(urlSetStream(sitemapEntryBatches(pages, await requestSiteUrl())), { headers: XML_HEADERS });
}
