import { publicOrigin, type OriginSettings } from '@/lib/edge/public-origin';

const direct: OriginSettings = { port: 3000, trustProxy: false };
const proxied: OriginSettings = { port: 3000, trustProxy: true };

describe('publicOrigin', () => {
  it.each<[string, OriginSettings, Record<string, string>, string]>([
    ['SITE_URL wins over forwarded headers', { ...proxied, siteUrl: 'https://shop.example/' }, { 'x-forwarded-host': 'other.example' }, 'https://shop.example'],
    ['without a trusted proxy the forwarded host is ignored', direct, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, 'http://localhost:3000'],
    ['a trusted proxy names host and scheme', proxied, { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' }, 'https://shop.example'],
    ['the first of a list of forwarded values counts', proxied, { 'x-forwarded-host': 'shop.example, inner:3000', 'x-forwarded-proto': 'https,http' }, 'https://shop.example'],
    ['a port stays, a default port goes', proxied, { 'x-forwarded-host': 'shop.example:443', 'x-forwarded-proto': 'https' }, 'https://shop.example'],
    ['an explicit port is kept', proxied, { 'x-forwarded-host': 'shop.example:8443', 'x-forwarded-proto': 'https' }, 'https://shop.example:8443'],
    ['no forwarded host falls back to Host', proxied, { host: 'shop.example' }, 'http://shop.example'],
    ['a host with a path is refused', proxied, { 'x-forwarded-host': 'evil.example/x', 'x-forwarded-proto': 'https' }, 'http://localhost:3000'],
    ['a host with credentials is refused', proxied, { 'x-forwarded-host': 'a@evil.example' }, 'http://localhost:3000'],
    ['an unknown scheme is refused', proxied, { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'javascript' }, 'http://localhost:3000'],
    ['an IPv6 host is accepted', proxied, { 'x-forwarded-host': '[::1]:8080' }, 'http://[::1]:8080'],
  ])('%s', (_name, settings, headers, expected) => {
    expect(publicOrigin(settings, new Headers(headers))).toBe(expected);
  });
});
