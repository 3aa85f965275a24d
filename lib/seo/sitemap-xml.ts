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

const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export function urlSetXml(entries: MetadataRoute.Sitemap): string {
  return XML_DECLARATION + URLSET_OPEN + entries.map(urlXml).join('') + URLSET_CLOSE;
}

/**
 * The same XML as a stream, one batch of entries a chunk, each written only when the client reads
 * on: a product file (15,000 URLs, about 10 MB) is never held whole, nor its entries, so the memory
 * a sitemap fetch takes stays that of one batch however many crawlers read at once.
 */
export function urlSetStream(batches: Iterable<MetadataRoute.Sitemap>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pending = batches[Symbol.iterator]();
  let opened = false;
  return new ReadableStream({
    pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(XML_DECLARATION + URLSET_OPEN));
        return;
      }
      const next = pending.next();
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      } else {
        controller.enqueue(encoder.encode(next.value.map(urlXml).join('')));
      }
    },
  });
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
