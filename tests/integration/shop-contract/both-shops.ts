import { http } from 'msw';
import { setupServer } from 'msw/node';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { withTestDatabase } from '../helpers/test-db';
import { openDatabase, type Database } from '@/lib/db/open';
import { executeRows } from '@/lib/db/execute-rows';
import { embeddedShop, remoteShop, type Shop } from '@/lib/shop/data/backend';
import type { RemoteShopOptions } from '@/lib/shop/shop-server/client';
import { emptySelection } from '@/lib/shop/catalogue/listing/listing-url';
import type { ProductDetail } from '@/lib/shop/catalogue';
import { standInShop, type StandInShop } from '../../support/stand-in-shop';

/**
 * The contract suites, one per domain of the shop (lib/shop/<domain>/contract.ts): each domain
 * behaves the same whether the embedded database or the shop server (a stand-in following spec
 * sections 7, served by msw) answers. This sets up both for one suite file.
 */
export const UPSTREAM = 'http://upstream.test';

export function bothShops() {
  let standIn: StandInShop = standInShop();
  const server = setupServer(http.all(`${UPSTREAM}/*`, ({ request }) => standIn.handle(request)));
  const embeddedDatabase = withTestDatabase();
  let remoteDatabase: Promise<Database>;

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'bypass' });
    remoteDatabase = openDatabase({ memory: true });
    process.env.RATE_LIMITS = 'off';
  });
  afterEach(() => server.resetHandlers());
  afterAll(async () => {
    server.close();
    await ((await remoteDatabase) as unknown as { $client: { close(): Promise<void> } }).$client.close();
  });

  const remote = (options: RemoteShopOptions = {}, url = UPSTREAM) => remoteShop(url, { database: () => remoteDatabase, ...options });
  return {
    server,
    shops: [
      ['embedded', () => embeddedShop(embeddedDatabase)],
      ['remote', () => remote()],
    ] as [string, () => Shop][],
    remote,
    /** A fresh stand-in shop server, whose calls are recorded from here on. */
    resetStandIn: () => {
      standIn = standInShop();
    },
    callsTo: (path: string) => standIn.calls.filter((call) => call.path.startsWith(path)),
    /** Rows of shop data in the remote shop's own database, which keeps sessions and reactions only. */
    async localShopRows() {
      const [row] = await executeRows<{ n: number }>(
        await remoteDatabase,
        sql`select (select count(*) from products) + (select count(*) from reviews) + (select count(*) from questions) + (select count(*) from users) + (select count(*) from orders) + (select count(*) from newsletter_subscribers) + (select count(*) from uploads) as n`,
      );
      return Number(row.n);
    },
  };
}

export const webp = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).webp().toBuffer();
export const unique = () => Math.random().toString(36).slice(2, 10);
export const listing = { selection: emptySelection(), sort: 'featured' as const, page: 1, pageSize: 14 };

/** A product with at least one review and one question, found through the shop's own listings. */
export async function reviewedProduct(shop: Shop): Promise<ProductDetail> {
  for (const summary of [...(await shop.catalogue.hot()), ...(await shop.catalogue.latest(40))]) {
    const detail = await shop.catalogue.productBySlug(summary.slug);
    if (detail && detail.reviews.length > 0 && detail.questions.length > 0) return detail;
  }
  throw new Error('no reviewed product');
}
