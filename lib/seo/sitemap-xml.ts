import type { MetadataRoute } from 'next';

/**
 * The sitemaps.org XML of a URL set and of a sitemap index. Next renders a single app/sitemap.ts
 * file but has no sitemap index, and its generateSitemaps decides the shards at build time, when
 * the catalogue (and so the number of shards) is not known; these are served by route handlers.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlXml(entry: MetadataRoute.Sitemap[number]): string {
  const alternates = Object.entries(entry.alternates?.languages ?? {})
    .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(String(href))}"/>`)
    .join('');
  const lastModified = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : '';
  const frequency = entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '';
  const priority = entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : '';
  // sitemaps.org's schema takes extension elements such as xhtml:link only after its own four.
  return `<url><loc>${escapeXml(entry.url)}</loc>${lastModified}${frequency}${priority}${alternates}</url>\n`;
}

export function urlSetXml(entries: MetadataRoute.Sitemap): string {
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.map(urlXml).join('') +
    '</urlset>\n'
  );
}

export function sitemapIndexXml(sitemaps: string[]): string {
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemaps.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' };
