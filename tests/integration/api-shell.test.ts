import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { GET as latest } from '@/app/api/products/latest/route';
import { GET as hot } from '@/app/api/products/hot/route';
import { GET as product } from '@/app/api/products/[slug]/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { GET as health } from '@/app/api/health/route';
import { POST as search } from '@/app/api/search/route';
import { newsletterSubscribers } from '@/lib/db/schema';

const database = withTestDatabase();
const slugContext = (slug: string) => ({ params: Promise.resolve({ slug }) }) as RouteContext<'/api/products/[slug]'>;

describe('catalogue API on the embedded shop', () => {
  it('answers health once the catalogue can be read', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('lists the latest products newest first, with discounted prices', async () => {
    const { products } = await (await latest(jsonRequest('/api/products/latest'), undefined as never)).json();
    expect(products.length).toBeGreaterThan(0);
    const times = products.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const p of products) {
      if (p.discountPercent > 0) expect(p.originalPrice).toBeGreaterThan(p.price);
      else expect(p.originalPrice).toBeNull();
    }
  });

  it('lists hot products of every vehicle line', async () => {
    const { products } = await (await hot(jsonRequest('/api/products/hot'), undefined as never)).json();
    const lines = new Set(products.map((p: { carBrand: string }) => p.carBrand.replace('Toyota ', '')));
    expect(lines).toEqual(expect.objectContaining({ size: 4 }));
  });

  it('finds a product by its name slug, case-insensitively, never exposing reviewer e-mails', async () => {
    const { products } = await (await latest(jsonRequest('/api/products/latest'), undefined as never)).json();
    const slug: string = products[0].slug;
    const res = await product(jsonRequest(`/api/products/${slug}`), slugContext(slug));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.product.slug).toBe(slug);
    expect(JSON.stringify(body)).not.toMatch(/"email"/);
    const upper = await product(jsonRequest(`/api/products/${slug.toUpperCase()}`), slugContext(slug.toUpperCase()));
    expect(upper.status).toBe(200);
  });

  it('answers 404 in the shopper language for an unknown product', async () => {
    const res = await product(jsonRequest('/api/products/nope?locale=es'), slugContext('nope'));
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe('not_found');
    expect(typeof body.error.message).toBe('string');
  });

  it.each([
    ['not JSON', '{oops', 'invalid_json'],
    ['an empty query', { query: '   ' }, 'invalid_input'],
    ['a query of the wrong type', { query: 42 }, 'invalid_input'],
  ])('search rejects %s with 400', async (_, body, code) => {
    const res = await search(jsonRequest('/api/search', body), undefined as never);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(code);
  });

  it('subscribes an address once, answering the same for a repeat', async () => {
    const first = await newsletter(jsonRequest('/api/newsletter', { email: 'Fan@Example.com' }), undefined as never);
    const again = await newsletter(jsonRequest('/api/newsletter', { email: 'fan@example.com' }), undefined as never);
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const rows = await (await database()).select().from(newsletterSubscribers);
    expect(rows.filter((r) => r.email.toLowerCase() === 'fan@example.com')).toHaveLength(1);
  });

  it.each(['plainaddress', 'a@b', 'a@b.c', 'no spaces@x.com'])('newsletter rejects %s', async (email) => {
    const res = await newsletter(jsonRequest('/api/newsletter', { email }), undefined as never);
    expect(res.status).toBe(400);
  });
});
