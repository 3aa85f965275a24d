import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { GET as rates } from '@/app/api/currency/rates/route';
import { GET as geo } from '@/app/api/geo/route';
import { FALLBACK_RATES } from '@/lib/shop/cart/currency/fallback-rates';
import { PEER_HEADER } from '@/lib/edge/client-address';

const RATES = 'http://rates.test/v6';
let ratesUp = true;
let rateCalls = 0;
let geoCalls = 0;

const server = setupServer(
  http.get(`${RATES}/:key/latest/USD`, ({ params }) => {
    rateCalls += 1;
    if (!ratesUp || params.key !== 'secret-key') return new HttpResponse('down', { status: 503 });
    return HttpResponse.json({ result: 'success', conversion_rates: { USD: 1, EUR: 0.9, JPY: 150 } });
  }),
  http.get('http://geo1.test/*', () => {
    geoCalls += 1;
    return new HttpResponse('down', { status: 500 });
  }),
  http.get('http://geo2.test/*', () => {
    geoCalls += 1;
    return HttpResponse.json({ status: 'fail', message: 'reserved range' });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  process.env.RATES_API_URL = RATES;
  process.env.RATES_API_KEY = 'secret-key';
  process.env.GEO_PRIMARY_URL = 'http://geo1.test/{ip}';
  process.env.GEO_SECONDARY_URL = 'http://geo2.test/{ip}';
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  server.close();
  delete process.env.RATES_API_KEY;
  jest.restoreAllMocks();
});

const context = { params: Promise.resolve({}) };

describe('GET /api/currency/rates', () => {
  it('answers live rates once, then from memory, without ever showing the key', async () => {
    const first = await rates(new Request('http://shop.test/api/currency/rates'), context);
    const text = await first.text();
    expect(JSON.parse(text)).toMatchObject({ conversion_rates: { EUR: 0.9, JPY: 150 }, source: 'live' });
    expect(text).not.toContain('secret-key');
    ratesUp = false;
    const second = await (await rates(new Request('http://shop.test/api/currency/rates'), context)).json();
    expect(second.conversion_rates.JPY).toBe(150);
    expect(rateCalls).toBe(1);
  });
});

describe('GET /api/geo', () => {
  it('uses the host country header', async () => {
    const answer = await (await geo(new Request('http://shop.test/api/geo', { headers: { 'x-vercel-ip-country': 'DE' } }))).json();
    expect(answer).toEqual({ currency: 'EUR', country: 'Germany', countryCode: 'DE', source: 'header' });
    expect(geoCalls).toBe(0);
  });

  it('asks about the TCP peer, not the address a client wrote into X-Forwarded-For', async () => {
    const asked: string[] = [];
    server.use(
      http.get('http://geo1.test/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ currency: 'JPY', country_name: 'Japan' });
      }),
    );
    const response = await geo(new Request('http://shop.test/api/geo', { headers: { [PEER_HEADER]: '198.51.100.8', 'x-forwarded-for': '203.0.113.50' } }));
    expect((await response.json()).source).toBe('primary');
    expect(asked).toEqual(['/198.51.100.8']);
    // From a private peer with a made-up header, nobody is asked.
    const local = await geo(new Request('http://shop.test/api/geo', { headers: { [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.50' } }));
    expect((await local.json()).source).toBe('default');
    expect(asked).toHaveLength(1);
    server.resetHandlers();
  });

  it('answers USD / United States when both providers fail', async () => {
    const response = await geo(new Request('http://shop.test/api/geo', { headers: { [PEER_HEADER]: '198.51.100.7' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ currency: 'USD', country: 'United States', countryCode: 'US', source: 'default' });
    expect(geoCalls).toBe(2);
  });
});

describe('rates fallback', () => {
  it('answers the built-in table when the service is down and nothing was cached', async () => {
    const { createRatesCache } = await import('@/lib/shop/cart/currency/rates-server');
    const answer = await createRatesCache().rates();
    expect(answer).toMatchObject({ conversion_rates: FALLBACK_RATES, source: 'fallback' });
  });
});
