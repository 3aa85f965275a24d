import { requestLocale } from '@/lib/i18n/request-locale';

const ask = (url: string, headers: Record<string, string> = {}) => requestLocale(new Request(`http://shop.test${url}`, { headers }));

describe('the language of an API answer', () => {
  it.each([
    ['/api/x?locale=ja', {}, 'ja'],
    ['/api/x', { 'x-shop-locale': 'es' }, 'es'],
    // The parameter wins over the cookie a language switch wrote.
    ['/api/x?locale=en', { cookie: 'NEXT_LOCALE=es' }, 'en'],
    ['/api/x', { cookie: 'theme=dark; NEXT_LOCALE=ja' }, 'ja'],
    ['/api/x', { cookie: 'NEXT_LOCALE=fr', 'accept-language': 'es-MX,es;q=0.9' }, 'es'],
    ['/api/x', { cookie: 'OTHER_NEXT_LOCALE=ja' }, 'en'],
    ['/api/x', { 'accept-language': 'de-DE, ja;q=0.5' }, 'ja'],
    ['/api/x?locale=xx', {}, 'en'],
  ])('%s %p → %s', (url, headers, expected) => expect(ask(url, headers)).toBe(expected));
});
