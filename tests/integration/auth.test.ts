import { desc, eq } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as recover } from '@/app/api/auth/recover/route';
import { POST as reset } from '@/app/api/auth/reset/route';
import { GET as accountOrders } from '@/app/api/account/orders/route';
import { addresses, orders, outbox, products, users } from '@/lib/db/schema';
import { POST as placeOrder } from '@/app/api/orders/route';
import { gt } from 'drizzle-orm';
import { settled } from '@/lib/api/after-answer';

const database = withTestDatabase();
const none = undefined as never;

const sessionCookie = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';
const withCookie = (path: string, cookie: string, body?: unknown) => jsonRequest(path, body, { headers: { cookie } });

const shopper = { firstName: 'Aki', lastName: 'Tanaka', email: 'aki@example.com', password: 'correct horse' };

describe('accounts', () => {
  let cookie = '';

  it('signs up with a hashed password and an httpOnly session cookie', async () => {
    const res = await register(jsonRequest('/api/auth/register', shopper), none);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ user: { name: 'Aki Tanaka', email: 'aki@example.com' } });
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^yps_session=[\w-]{40,};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    cookie = sessionCookie(res);
    const [row] = await (await database()).select().from(users).where(eq(users.email, 'aki@example.com'));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(shopper.password);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const res = await register(jsonRequest('/api/auth/register?locale=es', { ...shopper, email: 'AKI@example.com' }), none);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'email_exists', message: 'Ya existe una cuenta con este correo.', fields: { email: ['emailExists'] } });
  });

  it.each([
    [{ ...shopper, email: 'nope' }, 'email', 'emailInvalid'],
    [{ ...shopper, password: 'short' }, 'password', 'passwordRequirements'],
    [{ ...shopper, firstName: ' ' }, 'firstName', 'firstNameRequired'],
    [{ ...shopper, password: undefined }, 'password', 'passwordRequired'],
  ])('rejects a sign-up with a bad field (%#)', async (body, field, key) => {
    const res = await register(jsonRequest('/api/auth/register', { ...body, email: body.email === shopper.email ? 'other@example.com' : body.email }), none);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toEqual([key]);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: 'wrong password' }), none);
    const unknown = await login(jsonRequest('/api/auth/login', { email: 'ghost@example.com', password: 'whatever1' }), none);
    expect(wrong.status).toBe(401);
    const answer = await wrong.json();
    expect(answer).toEqual(await unknown.json());
    expect(answer.error.fields).toEqual({ password: ['invalidCredentials'] });
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('logs in and lists only the signed-in shopper’s orders', async () => {
    const res = await login(jsonRequest('/api/auth/login', { email: 'Aki@Example.com', password: shopper.password }), none);
    expect(res.status).toBe(200);
    const session = sessionCookie(res);
    const db = await database();
    const [user] = await db.select().from(users).where(eq(users.email, 'aki@example.com'));
    await db.insert(orders).values([
      { number: 'YPS-TEST-1', userId: user.id, email: user.email, status: 'Pending payment', shippingAddress: {}, subtotal: '10.00', total: '10.00' },
      { number: 'YPS-TEST-2', userId: null, email: 'someone@else.com', status: 'Pending payment', shippingAddress: {}, subtotal: '5.00', total: '5.00' },
    ]);
    const list = await accountOrders(withCookie('/api/account/orders', session), none);
    expect((await list.json()).orders.map((o: { number: string }) => o.number)).toEqual(['YPS-TEST-1']);
  });

  it('keeps a signed-in shopper’s order and address in the account', async () => {
    const res = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: shopper.password }), none);
    const session = sessionCookie(res);
    const [product] = await (await database()).select().from(products).where(gt(products.quantityLeft, 3)).limit(1);
    const order = {
      lines: [{ product_id: product.id, quantity: 1 }],
      contact: { email: shopper.email, name: 'Aki Tanaka', phone: '(555) 010-2030' },
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
    };
    const placed = await placeOrder(withCookie('/api/orders', session, order), none);
    expect(placed.status).toBe(201);
    const { order: created } = await placed.json();
    await placeOrder(withCookie('/api/orders', session, order), none);

    const list = await (await accountOrders(withCookie('/api/account/orders', session), none)).json();
    expect(list.orders.map((o: { number: string }) => o.number)).toContain(created.number);
    const saved = await (await database()).select().from(addresses);
    expect(saved).toEqual([expect.objectContaining({ line1: '1 Main St', state: 'TX', isDefault: true })]);
  });

  it('refuses the orders of a visitor, and ignores a user id in the query', async () => {
    const res = await accountOrders(jsonRequest('/api/account/orders?user_id=1'), none);
    expect(res.status).toBe(401);
  });

  it('signs out: the session no longer works', async () => {
    const res = await logout(withCookie('/api/auth/logout', cookie, {}), none);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await accountOrders(withCookie('/api/account/orders', cookie), none)).status).toBe(401);
  });

  it('recovers a password with a single-use link and signs out other sessions', async () => {
    const before = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: shopper.password }), none);
    const oldSession = sessionCookie(before);

    const unknown = await recover(jsonRequest('/api/auth/recover', { email: 'ghost@example.com' }), none);
    const known = await recover(jsonRequest('/api/auth/recover?locale=ja', { email: shopper.email }), none);
    expect(await unknown.json()).toEqual(await known.json());
    await settled();

    const [mail] = await (await database()).select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail.to).toBe('aki@example.com');
    expect(mail.subject).toContain('パスワード');
    const token = /token=([\w-]+)/.exec(mail.body)?.[1];
    expect(mail.body).toContain('/ja/account/login/recovery?token=');

    const done = await reset(jsonRequest('/api/auth/reset', { token, password: 'a brand new one' }), none);
    expect(done.status).toBe(200);
    const again = await reset(jsonRequest('/api/auth/reset', { token, password: 'another new one' }), none);
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid_token');

    expect((await accountOrders(withCookie('/api/account/orders', oldSession), none)).status).toBe(401);
    const relogin = await login(jsonRequest('/api/auth/login', { email: shopper.email, password: 'a brand new one' }), none);
    expect(relogin.status).toBe(200);
  });
});
