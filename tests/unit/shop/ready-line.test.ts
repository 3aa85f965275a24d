import { describeDatabase } from '@/lib/db/location';
import { announceReady, localUrl, recordStart } from '@/lib/shop/serving/ready-line';
import { capturedLogger } from '../../support/captured-log';

describe('the address a person opens', () => {
  it.each([
    ['every interface', undefined, 'http://localhost:3000'],
    ['every IPv4 interface', '0.0.0.0', 'http://localhost:3000'],
    ['every IPv6 interface', '::', 'http://localhost:3000'],
    ['loopback', '127.0.0.1', 'http://127.0.0.1:3000'],
    ['an IPv6 address', '::1', 'http://[::1]:3000'],
    ['a name', 'shop.internal', 'http://shop.internal:3000'],
  ])('%s', (_what, bind, expected) => {
    expect(localUrl(3000, bind)).toBe(expected);
  });
});

describe('the database as the ready line names it', () => {
  it.each([
    ['PGlite in its folder', undefined, '/srv/shop', 'PGlite at /srv/shop/pglite'],
    ['PostgreSQL without user or password', 'postgres://shop:s3cret@db.internal:5433/shop?sslmode=require', '.data', 'PostgreSQL at db.internal:5433/shop'],
    ['PostgreSQL on its default port', 'postgresql://shop@127.0.0.1/orders', '.data', 'PostgreSQL at 127.0.0.1/orders'],
  ])('%s', (_what, url, dataDir, expected) => {
    expect(describeDatabase(url, dataDir)).toBe(expected);
  });
});

describe('the ready line', () => {
  it('says in one record where the shop listens, its database, mode, products and seeding', () => {
    recordStart({ mode: 'embedded', database: 'PGlite at /srv/shop/pglite', products: 225, seeded: true });
    const { logger, records } = capturedLogger();
    announceReady(logger, { PORT: 3600, BIND_ADDRESS: '127.0.0.1', SITE_URL: undefined });
    expect(records).toEqual([
      expect.objectContaining({ level: 'info', msg: 'ready at http://127.0.0.1:3600', mode: 'embedded', database: 'PGlite at /srv/shop/pglite', products: 225, seeded: true }),
    ]);
  });

  it('names the shop server and the public address of a remote shop', () => {
    recordStart({ mode: 'remote', shopServer: 'https://api.shop.example', database: 'PostgreSQL at db:5432/shop', products: null, seeded: false });
    const { logger, records } = capturedLogger();
    announceReady(logger, { PORT: 3000, BIND_ADDRESS: undefined, SITE_URL: 'https://shop.example' });
    expect(records[0]).toMatchObject({ msg: 'ready at http://localhost:3000', mode: 'remote', shopServer: 'https://api.shop.example', products: null, site: 'https://shop.example' });
  });
});
