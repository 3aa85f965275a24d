import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as list, POST as add } from '@/app/api/account/addresses/route';
import { DELETE as remove, PUT as update } from '@/app/api/account/addresses/[id]/route';
import { POST as makeDefault } from '@/app/api/account/addresses/[id]/default/route';
import { MAX_ADDRESSES } from '@/lib/shop/accounts/embedded/addresses';
import type { SavedAddress } from '@/lib/shop/accounts/address-types';

withTestDatabase();
const none = undefined as never;
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) }) as never;

const home = { name: 'Aki Tanaka', phone: '(310) 555-0100', line1: '1 Main St', line2: '', city: 'Torrance', state: 'CA', zip: '90501' };
const work = { ...home, line1: '200 Ocean Ave', city: 'Santa Monica', zip: '90401-1234' };

async function signUp(email: string): Promise<string> {
  const res = await register(jsonRequest('/api/auth/register', { firstName: 'Aki', lastName: 'Tanaka', email, password: 'correct horse' }), none);
  expect(res.status).toBeLessThan(300);
  return res.headers.get('set-cookie')!.split(';')[0];
}

const as = (cookie: string, path: string, method: string, body?: unknown) =>
  jsonRequest(path, body, { method, headers: { cookie } });

async function addressesOf(cookie: string): Promise<SavedAddress[]> {
  const res = await list(as(cookie, '/api/account/addresses', 'GET'), none);
  expect(res.status).toBe(200);
  return (await res.json()).addresses;
}

describe('address book', () => {
  let aki = '';
  let ben = '';

  beforeAll(async () => {
    aki = await signUp('aki-addresses@example.com');
    ben = await signUp('ben-addresses@example.com');
  });

  it('asks a visitor to log in', async () => {
    expect((await list(jsonRequest('/api/account/addresses'), none)).status).toBe(401);
    expect((await add(jsonRequest('/api/account/addresses', home), none)).status).toBe(401);
  });

  it('checks an address with checkout’s rules, answering the field and a translated message', async () => {
    const res = await add(as(aki, '/api/account/addresses?locale=es', 'POST', { ...home, zip: '9050', state: 'ZZ', phone: 'call me' }), none);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('Parte de la información enviada no es válida.');
    expect(error.fields).toMatchObject({ zip: ['zipInvalid'], state: ['stateInvalid'], phone: ['phoneInvalid'] });
  });

  it('makes the first address the default, and moves the default to one added as default', async () => {
    const first = await add(as(aki, '/api/account/addresses', 'POST', home), none);
    expect(first.status).toBe(201);
    expect((await first.json()).address).toMatchObject({ ...home, isDefault: true });

    await add(as(aki, '/api/account/addresses', 'POST', { ...work, isDefault: true }), none);
    const saved = await addressesOf(aki);
    expect(saved.map((a) => [a.line1, a.isDefault])).toEqual([
      ['200 Ocean Ave', true],
      ['1 Main St', false],
    ]);
  });

  it('edits and chooses the default, one default at a time', async () => {
    const [office, house] = await addressesOf(aki);
    const res = await update(as(aki, `/api/account/addresses/${house.id}`, 'PUT', { ...home, line2: 'Apt 4' }), params(house.id));
    expect(res.status).toBe(200);
    expect((await res.json()).address).toMatchObject({ line2: 'Apt 4', isDefault: false });

    expect((await makeDefault(as(aki, `/api/account/addresses/${house.id}/default`, 'POST'), params(house.id))).status).toBe(204);
    const saved = await addressesOf(aki);
    expect(saved.filter((a) => a.isDefault).map((a) => a.id)).toEqual([house.id]);
    expect(saved.find((a) => a.id === office.id)?.isDefault).toBe(false);
  });

  it('never lets one shopper see, change, default or delete another’s address', async () => {
    const [akis] = await addressesOf(aki);
    expect(await addressesOf(ben)).toEqual([]);
    expect((await update(as(ben, `/api/account/addresses/${akis.id}`, 'PUT', work), params(akis.id))).status).toBe(404);
    expect((await makeDefault(as(ben, `/api/account/addresses/${akis.id}/default`, 'POST'), params(akis.id))).status).toBe(404);
    expect((await remove(as(ben, `/api/account/addresses/${akis.id}`, 'DELETE'), params(akis.id))).status).toBe(404);
    expect((await addressesOf(aki)).find((a) => a.id === akis.id)).toMatchObject({ line1: akis.line1 });
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5']])('answers 404 for the id %p', async (id) => {
    expect((await remove(as(aki, `/api/account/addresses/${id}`, 'DELETE'), params(id))).status).toBe(404);
  });

  it('hands the default to the newest remaining address when the default is deleted', async () => {
    const [current, other] = await addressesOf(aki);
    expect(current.isDefault).toBe(true);
    expect((await remove(as(aki, `/api/account/addresses/${current.id}`, 'DELETE'), params(current.id))).status).toBe(204);
    expect(await addressesOf(aki)).toEqual([{ ...other, isDefault: true }]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const cookie = await signUp('many-addresses@example.com');
    for (let i = 0; i < MAX_ADDRESSES; i++) await add(as(cookie, '/api/account/addresses', 'POST', { ...home, line1: `${i} Main St` }), none);
    const res = await add(as(cookie, '/api/account/addresses', 'POST', home), none);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('address_limit');
  });
});
