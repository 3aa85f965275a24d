import { productPages, sitemapEntries, sitemapEntryBatches, PRODUCTS_PER_SITEMAP } from '@/lib/seo/sitemap';
import { urlSetStream, urlSetXml } from '@/lib/seo/sitemap-xml';

const ORIGIN = 'https://shop.example';
const shard = productPages(Array.from({ length: PRODUCTS_PER_SITEMAP }, (_, i) => ({ slug: `zn8-carbon-hood-variant-${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))) })));

describe('a product file as a stream', () => {
  it('writes the same XML as the whole file, in many chunks', async () => {
    const chunks: Uint8Array[] = [];
    const reader = urlSetStream(sitemapEntryBatches(shard, ORIGIN)).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks.length).toBeGreaterThan(PRODUCTS_PER_SITEMAP / 250);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(urlSetXml(sitemapEntries(shard, ORIGIN)));
  });

  it('writes a chunk only when the reader asks for one', async () => {
    let made = 0;
    const counted = (function* () {
      for (const batch of sitemapEntryBatches(shard, ORIGIN)) {
        made++;
        yield batch;
      }
    })();
    const reader = urlSetStream(counted).getReader();
    await reader.read();
    await reader.read();
    expect(made).toBeLessThanOrEqual(3);
    await reader.cancel();
  });
});
