import { addressFromChain, cameThroughTrustedProxy, PEER_HEADER } from '@/lib/edge/client-address';

describe('addressFromChain', () => {
  it.each([
    ['no trusted proxy: the peer, whatever the header says', ['6.6.6.6'], '203.0.113.5', undefined, '203.0.113.5'],
    ['one hop: the entry the proxy appended', ['6.6.6.6', '198.51.100.7'], '10.0.0.2', { hops: 1, ranges: [] }, '198.51.100.7'],
    ['two hops', ['6.6.6.6', '198.51.100.7', '10.0.0.9'], '10.0.0.2', { hops: 2, ranges: [] }, '198.51.100.7'],
    ['fewer entries than hops: the leftmost', [], '10.0.0.2', { hops: 1, ranges: [] }, '10.0.0.2'],
    ['ranges: the rightmost address outside them', ['6.6.6.6', '198.51.100.7', '10.0.0.9'], '10.0.0.2', { hops: 0, ranges: ['10.0.0.0/8'] }, '198.51.100.7'],
    ['ranges: an untrusted peer is the client, its header ignored', ['6.6.6.6'], '203.0.113.5', { hops: 0, ranges: ['10.0.0.0/8'] }, '203.0.113.5'],
    ['ranges: a single address', ['198.51.100.7'], '127.0.0.1', { hops: 0, ranges: ['127.0.0.1'] }, '198.51.100.7'],
    ['ranges: IPv6 proxies', ['2001:db8::1'], 'fd00::5', { hops: 0, ranges: ['fd00::/8'] }, '2001:db8::1'],
    ['IPv4-mapped and ported entries are plain addresses', ['198.51.100.7:4711'], '::ffff:10.0.0.2', { hops: 0, ranges: ['10.0.0.0/8'] }, '198.51.100.7'],
    ['every entry trusted: the leftmost', ['10.0.0.7'], '10.0.0.2', { hops: 0, ranges: ['10.0.0.0/8'] }, '10.0.0.7'],
  ])('%s', (_, forwarded, peer, proxies, expected) => {
    expect(addressFromChain(forwarded, peer, proxies)).toBe(expected);
  });
});

describe('cameThroughTrustedProxy', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
  });

  it.each([
    ['no TRUSTED_PROXIES: nobody', undefined, '127.0.0.1', false],
    ['a hop count: the peer, by the operator\'s word', '1', '203.0.113.5', true],
    ['ranges: a peer inside them', '10.0.0.0/8', '::ffff:10.1.2.3', true],
    ['ranges: a client connecting directly', '10.0.0.0/8', '203.0.113.5', false],
    ['ranges: a request that never passed the server', '10.0.0.0/8', undefined, false],
  ])('%s', (_, proxies, peer, expected) => {
    if (proxies) process.env.TRUSTED_PROXIES = proxies;
    const headers = new Headers({ 'x-forwarded-host': 'evil.example', ...(peer ? { [PEER_HEADER]: peer } : {}) });
    expect(cameThroughTrustedProxy(headers)).toBe(expected);
  });
});
