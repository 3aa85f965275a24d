import { http } from 'msw';
import type { HealthShop } from '@/lib/shop/data/health/contract';
import { bothShops, UPSTREAM } from './both-shops';

const { server, shops, remote, resetStandIn } = bothShops();

describe.each(shops)('the %s shop\'s health', (_name, make) => {
  let shop: HealthShop;
  beforeAll(() => {
    resetStandIn();
    shop = make().health;
  });

  it('gets ready and reports healthy', async () => {
    await expect(shop.ready()).resolves.toBeUndefined();
    await expect(shop.health()).resolves.toMatchObject({ ok: true });
  });
});

describe('the remote shop\'s health', () => {
  it('reports the shop server down', async () => {
    server.use(http.get(`${UPSTREAM}/latest_products`, () => new Response('down', { status: 503 })));
    await expect(remote({ deadlineMs: 300 }).health.health()).resolves.toEqual({ ok: false, checks: { database: 'ok', upstream: 'down' } });
  });
});
