import { connection } from 'next/server';
import { sitemapFiles, sitemapFileUrl } from '@/lib/seo/sitemap';
import { sitemapIndexXml, XML_HEADERS } from '@/lib/seo/sitemap-xml';
import { requestSiteUrl } from '@/lib/seo/site';
import { backend } from '@/lib/shop/data/backend';
import { emptySelection } from '@/lib/shop/catalogue';

/** The sitemap index: how many product files there are depends on the catalogue, read per request. */
export async function GET() {
  await connection();
  const origin = await requestSiteUrl();
  const [catalogue, garage] = await Promise.all([backend().catalogue.count(emptySelection(), 'catalogue'), backend().catalogue.count(emptySelection(), 'garage')]);
  const files = sitemapFiles(catalogue + garage);
  return new Response(sitemapIndexXml(files.map((file) => sitemapFileUrl(file, origin))), { headers: XML_HEADERS });
}
