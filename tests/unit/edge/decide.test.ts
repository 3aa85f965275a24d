import { addressOf, decide, isPagePath, type ShopView } from '@/lib/edge/decide';

/** A shop with a few page roots and a circuit that refuses `/search`. */
const shop = (circuitOpen: boolean): ShopView => ({
  redirect: (path, search) => (path === '/hot-deals' ? '/#hot-deals' : path.length > 1 && path.endsWith('/') ? path.slice(0, -1) + search : null),
  unknownPage: (path) => (/^\/(?:(es|ja)\/)?(?:faqs|search|store)(?:\/|$)|^\/(?:es|ja)?$/.test(path) ? null : path.startsWith('/es') ? 'es' : 'en'),
  shopServer: { refusing: (path) => (circuitOpen && path.endsWith('/search') ? 7 : null), failing: () => null, onOpen: () => {} },
});

const STORED = { page: 'kept' };
const stored = (address: { target: string }) => (address.target === '/store' || address.target === '/search?query=kept' ? STORED : null);

describe('the edge decision', () => {
  it.each<[string, string, string, boolean, unknown]>([
    ['an address that does not decode: 400, before anything else', 'GET', '/fr/%E0%A4%A', false, { kind: 'bad-request' }],
    ['the same under /_next/', 'GET', '/_next/static/%ZZ', false, { kind: 'bad-request' }],
    ['a language the shop does not offer: redirected', 'GET', '/fr/faqs?a=1', false, { kind: 'redirect', location: '/faqs?a=1' }],
    ['the language first, the shop\'s redirect on the next request', 'GET', '/fr/hot-deals', false, { kind: 'redirect', location: '/hot-deals' }],
    ['a trailing slash: redirected, before the 404 of what it names', 'GET', '/nothing/', false, { kind: 'redirect', location: '/nothing' }],
    ['an old address: the shop\'s redirect', 'GET', '/hot-deals', false, { kind: 'redirect', location: '/#hot-deals' }],
    ['a path that names no page: 404 in its language', 'GET', '/es/nothing', false, { kind: 'not-found', locale: 'es' }],
    ['a page that needs the shop server while its circuit is open: 503', 'GET', '/es/search?query=x', true, { kind: 'shop-server-down', retryAfter: 7 }],
    ['the circuit comes before a stored answer', 'GET', '/search?query=kept', true, { kind: 'shop-server-down', retryAfter: 7 }],
    ['a stored answer', 'GET', '/store', false, { kind: 'stored', answer: STORED }],
    ['a stored answer, for HEAD too', 'HEAD', '/store', false, { kind: 'stored', answer: STORED }],
    ['a POST is never answered from the store nor refused for the circuit', 'POST', '/search?query=kept', true, { kind: 'pass' }],
    ['a page that renders: pass', 'GET', '/faqs', true, { kind: 'pass' }],
    ['an API call: pass (its route answers its own 404 and 503)', 'GET', '/api/nothing', true, { kind: 'pass' }],
    ['a file: pass', 'GET', '/flags/us.svg', false, { kind: 'pass' }],
    ['a query that does not decode is the page’s to read', 'GET', '/faqs?q=%ZZ', false, { kind: 'pass' }],
  ])('%s (%s %s)', (_name, method, target, circuitOpen, expected) => {
    expect(decide(addressOf(method, target), shop(circuitOpen), stored)).toEqual(expected);
  });

  it.each<[string, boolean]>([
    ['/', true],
    ['/es/store/products', true],
    ['/api/search', false],
    ['/api', false],
    ['/_next/static/chunks/a.js', false],
    ['/favicon.ico', false],
    ['/checkout.html', false],
  ])('%s is a page: %s', (path, expected) => expect(isPagePath(path)).toBe(expected));

  it('splits the target once', () => {
    expect(addressOf(undefined, '/a/b?c=d?e')).toEqual({ method: 'GET', target: '/a/b?c=d?e', path: '/a/b', search: '?c=d?e' });
  });
});
