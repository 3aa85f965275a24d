import { withTestDatabase } from './helpers/test-db';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { GET as sitemapFile } from '@/app/sitemaps/[file]/route';
import { LOCALES } from '@/lib/i18n/routing';

const database = withTestDatabase();

const file = (name: string) => sitemapFile(new Request(`http://shop.test/sitemaps/${name}`), { params: Promise.resolve({ file: name }) } as never);

describe('the sitemap served as a stream', () => {
  it('lists every product of the catalogue in the product files the index names, a chunk at a time', async () => {
    const db = await database();
    const rows = await db.query.products.findMany({ columns: { slug: true } });
    const index = await (await sitemapIndex()).text();
    const files = [...index.matchAll(/\/sitemaps\/(products-\d+\.xml)</g)].map((match) => match[1]);
    expect(files).toEqual(['products-0.xml']);

    const response = await file(files[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks.length).toBeGreaterThan(2);
    const xml = Buffer.concat(chunks).toString('utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.split('<url>').length - 1).toBe(rows.length * LOCALES.length);
    for (const { slug } of rows) expect(xml).toContain(`/store/product/${slug}<`);
  });

  it('answers 404 for a product file past the catalogue', async () => {
    expect((await file('products-1.xml')).status).toBe(404);
  });
});
