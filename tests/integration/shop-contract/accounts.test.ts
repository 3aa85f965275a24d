import type { AccountsShop } from '@/lib/shop/accounts/contract';
import { bothShops, unique } from './both-shops';

const { shops, remote, resetStandIn, callsTo, localShopRows } = bothShops();

describe.each(shops)('the %s shop\'s accounts', (_name, make) => {
  let shop: AccountsShop;
  beforeAll(() => {
    resetStandIn();
    shop = make().accounts;
  });

  it('signs up, refuses a second sign-up, logs in, recovers and lists addresses', async () => {
    const email = `new-${unique()}@example.com`;
    const account = await shop.register({ firstName: 'Sam', lastName: 'Racer', email, password: 'long-enough-1' });
    expect(account).toMatchObject({ id: expect.any(String), name: 'Sam Racer', email });
    await expect(shop.register({ firstName: 'Sam', lastName: 'Again', email, password: 'long-enough-1' })).resolves.toBe('email_exists');

    const signedIn = await shop.login(email, 'long-enough-1');
    expect(signedIn?.id).toBe((account as { id: string }).id);
    await expect(shop.login(email, 'wrong-password')).resolves.toBeNull();
    await expect(shop.login(`nobody-${unique()}@example.com`, 'whatever-1')).resolves.toBeNull();

    await expect(shop.recover(email, 'en')).resolves.toBeUndefined();
    await expect(shop.addresses(signedIn!.id)).resolves.toEqual(expect.any(Array));
    await expect(shop.defaultAddress(signedIn!.id)).resolves.toBeNull();
    await expect(shop.deleteAddress(signedIn!.id, 99_999_999)).resolves.toBe(false);
    // Password hashing is deliberately slow; the shared CPU makes it slower.
  }, 60_000);

  it('answers a bad recovery token with null', async () => {
    await expect(shop.resetPassword('not-a-token', 'long-enough-2')).resolves.toBeNull();
  });

  it('subscribes an address, twice without complaint', async () => {
    await expect(shop.subscribe('news@example.com', 'en')).resolves.toBeUndefined();
    await expect(shop.subscribe('news@example.com', 'en')).resolves.toBeUndefined();
  });
});

describe('the remote accounts speak spec section 7', () => {
  const shop = () => remote({ deadlineMs: 300 }).accounts;
  beforeEach(() => resetStandIn());

  it('signs up with the joined name and keeps the upstream user id as the account id', async () => {
    await shop().register({ firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', password: 'long-enough-1' });
    expect(callsTo('/yps_server/create_account')[0].body).toEqual({ username: 'Kim Lee', email: 'kim@example.com', password: 'long-enough-1' });
    await expect(shop().login('dana@stand-in.test', 'correct-horse')).resolves.toEqual({ id: '501', name: 'Dana Driver', email: 'dana@stand-in.test' });
  });

  it('sends the newsletter call', async () => {
    await shop().subscribe('news@example.com', 'en');
    expect(callsTo('/newsletter')[0].body).toEqual({ email: 'news@example.com' });
  });

  it('writes no account or newsletter row locally', async () => {
    await expect(localShopRows()).resolves.toBe(0);
  });
});
