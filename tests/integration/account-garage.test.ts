import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST as register } from '@/app/api/auth/register/route';
import { GET, POST, PUT } from '@/app/api/account/garage/route';

withTestDatabase();
const none = undefined as never;

async function signUp(email: string): Promise<string> {
  const res = await register(jsonRequest('/api/auth/register', { firstName: 'Rin', lastName: 'Sato', email, password: 'correct horse' }), none);
  expect(res.status).toBeLessThan(300);
  return res.headers.get('set-cookie')!.split(';')[0];
}

const as = (cookie: string, method: string, body?: unknown, locale = 'en') => jsonRequest(`/api/account/garage?locale=${locale}`, body, { method, headers: { cookie } });

describe('the account garage', () => {
  let rin = '';
  beforeAll(async () => {
    rin = await signUp('rin-garage@example.com');
  });

  it('asks a visitor to log in', async () => {
    for (const [handler, method] of [[GET, 'GET'], [POST, 'POST'], [PUT, 'PUT']] as const) {
      const res = await handler(jsonRequest('/api/account/garage', method === 'GET' ? undefined : { vehicles: [], active: null }, { method }), none);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('unauthorized');
    }
  });

  it('is empty until a garage is saved', async () => {
    const res = await GET(as(rin, 'GET'), none);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ garage: { vehicles: [], active: null } });
  });

  it('merges the browser\'s garage at sign-in, the browser\'s active vehicle staying active, and keeps the result', async () => {
    const first = await POST(as(rin, 'POST', { vehicles: ['zn8'], active: 'zn8' }), none);
    expect(await first.json()).toEqual({ garage: { vehicles: ['zn8'], active: 'zn8' } });
    // Another browser signs in with its own garage.
    const second = await POST(as(rin, 'POST', { vehicles: ['mk5-gr-supra', 'zn8'], active: 'mk5-gr-supra' }), none);
    expect(await second.json()).toEqual({ garage: { vehicles: ['mk5-gr-supra', 'zn8'], active: 'mk5-gr-supra' } });
    // A browser with no garage takes the account's.
    const third = await POST(as(rin, 'POST', { vehicles: [], active: null }), none);
    expect(await third.json()).toEqual({ garage: { vehicles: ['mk5-gr-supra', 'zn8'], active: 'mk5-gr-supra' } });
  });

  it('replaces the account\'s garage while signed in', async () => {
    const res = await PUT(as(rin, 'PUT', { vehicles: ['gen-8-camry'], active: null }), none);
    expect(res.status).toBe(200);
    // An active vehicle is one of the garage's: none sent, the first.
    expect(await res.json()).toEqual({ garage: { vehicles: ['gen-8-camry'], active: 'gen-8-camry' } });
    expect(await (await GET(as(rin, 'GET'), none)).json()).toEqual({ garage: { vehicles: ['gen-8-camry'], active: 'gen-8-camry' } });
  });

  it.each([
    ['an unknown vehicle', { vehicles: ['ae86'], active: null }, 'vehicles.0'],
    ['an active vehicle outside the garage', { vehicles: ['zn8'], active: 'zn6' }, 'active'],
    ['too many vehicles', { vehicles: Array.from({ length: 11 }, () => 'zn8'), active: null }, 'vehicles'],
    ['no list', { active: null }, 'vehicles'],
  ])('refuses %s with 400 and the field, in the shopper\'s language', async (_, body, field) => {
    const res = await PUT(as(rin, 'PUT', body, 'ja'), none);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('送信された内容に正しくない項目があります。');
    expect(Object.keys(error.fields)).toContain(field);
    expect(await (await GET(as(rin, 'GET'), none)).json()).toEqual({ garage: { vehicles: ['gen-8-camry'], active: 'gen-8-camry' } });
  });
});
