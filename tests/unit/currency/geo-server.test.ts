import { PEER_HEADER } from '@/lib/edge/client-address';
import { detectGeo, normalizePrimaryGeo, publicClientIp } from '@/lib/shop/cart/currency/geo-server';

const request = (headers: Record<string, string>) => new Request('http://shop.test/api/geo', { headers });

describe('publicClientIp', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
  });

  it.each([
    [{ [PEER_HEADER]: '203.0.113.9' }, '203.0.113.9'],
    [{ [PEER_HEADER]: '::ffff:203.0.113.9' }, '203.0.113.9'],
    [{ [PEER_HEADER]: '2001:db8::1' }, '2001:db8::1'],
    [{ [PEER_HEADER]: '127.0.0.1' }, null],
    [{ [PEER_HEADER]: '192.168.1.20' }, null],
    [{ [PEER_HEADER]: '172.20.0.3' }, null],
    [{}, null],
    // Without a trusted proxy the client's own header names nobody.
    [{ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.9' }, null],
    [{ [PEER_HEADER]: '198.51.100.4', 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' }, '198.51.100.4'],
  ])('%o → %s', (headers, ip) => expect(publicClientIp(request(headers))).toBe(ip));

  it('believes X-Forwarded-For as far as TRUSTED_PROXIES says', () => {
    process.env.TRUSTED_PROXIES = '1';
    expect(publicClientIp(request({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }))).toBe('203.0.113.9');
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(publicClientIp(request({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': 'made-up, 203.0.113.9, 10.1.1.1' }))).toBe('203.0.113.9');
  });
});

it.each([
  [{ currency: 'EUR', country_name: 'Germany', country: 'DE' }, { Currency: 'EUR', CountryName: 'Germany', Country: 'DE' }],
  [{ Currency: 'JPY', CountryName: 'Japan' }, { Currency: 'JPY', CountryName: 'Japan' }],
])('normalizePrimaryGeo(%o)', (input, output) => expect(normalizePrimaryGeo(input)).toEqual(output));

describe('detectGeo', () => {
  const visitor = { [PEER_HEADER]: '203.0.113.9' };

  it('trusts the host country header without calling anyone', async () => {
    const fetcher = jest.fn();
    expect(await detectGeo(request({ 'cf-ipcountry': 'jp' }), { fetch: fetcher })).toEqual({ currency: 'JPY', country: 'Japan', countryCode: 'JP', source: 'header' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks the first provider about the visitor address', async () => {
    const fetcher = jest.fn(async () => Response.json({ currency: 'EUR', country_name: 'Spain' }));
    const answer = await detectGeo(request(visitor), { fetch: fetcher as unknown as typeof fetch, primaryUrl: 'https://geo1.test/{ip}/json' });
    expect(answer).toEqual({ currency: 'EUR', country: 'Spain', countryCode: 'ES', source: 'primary' });
    expect(fetcher).toHaveBeenCalledWith('https://geo1.test/203.0.113.9/json', expect.anything());
  });

  it('falls through to the second provider', async () => {
    const fetcher = jest
      .fn()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce(Response.json({ status: 'success', countryCode: 'GB', country: 'United Kingdom' }));
    expect(await detectGeo(request(visitor), { fetch: fetcher, primaryUrl: 'https://a/{ip}', secondaryUrl: 'http://b/{ip}' })).toEqual({
      currency: 'GBP',
      country: 'United Kingdom',
      countryCode: 'GB',
      source: 'secondary',
    });
  });

  it('answers USD / United States when both fail', async () => {
    const fetcher = jest.fn().mockResolvedValueOnce(new Response('', { status: 500 })).mockResolvedValueOnce(Response.json({ status: 'fail' }));
    expect(await detectGeo(request(visitor), { fetch: fetcher, primaryUrl: 'https://a/{ip}', secondaryUrl: 'http://b/{ip}' })).toEqual({
      currency: 'USD',
      country: 'United States',
      countryCode: 'US',
      source: 'default',
    });
  });
});
