/** @jest-environment jest-fixed-jsdom */
import { render, screen } from '@testing-library/react';
import { createTranslator } from '@/lib/i18n/client-intl';
import { compileMessages } from '../../support/client-intl';

const messages = compileMessages({
  header: { cartCount: '{count, plural, one {Cart, # item} other {Cart, # items}}', plain: "It''s here" },
  listing: { count: '{count, plural, =0 {No products} one {# product} other {# products}}', goToPage: 'Go to page {page}' },
  cart: { agree: 'I agree to the <link>terms</link>.' },
  ja: { cartCount: '{count, plural, other {カート（#点）}}' },
});

describe('client translator', () => {
  it.each([
    ['en', 'header', 'cartCount', { count: 1 }, 'Cart, 1 item'],
    ['en', 'header', 'cartCount', { count: 1200 }, 'Cart, 1,200 items'],
    ['es', 'header', 'cartCount', { count: 1200 }, 'Cart, 1200 items'],
    ['en', 'header', 'plain', undefined, "It's here"],
    ['en', 'listing', 'count', { count: 0 }, 'No products'],
    ['en', 'listing', 'goToPage', { page: 3 }, 'Go to page 3'],
    ['ja', 'ja', 'cartCount', { count: 2 }, 'カート（2点）'],
    ['en', undefined, 'listing.goToPage', { page: 4 }, 'Go to page 4'],
  ])('%s %s.%s %j → %s', (locale, namespace, key, values, expected) => {
    expect(createTranslator(locale, messages, namespace)(key, values)).toBe(expected);
  });

  it('answers has() for messages only, not namespaces', () => {
    const t = createTranslator('en', messages);
    expect([t.has('header.plain'), t.has('header'), t.has('header.missing'), t.has('nowhere.at.all')]).toEqual([true, false, false, false]);
  });

  it('prints the path of a missing message and reports it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(createTranslator('en', messages, 'header')('missing')).toBe('header.missing');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"header.missing"'));
    error.mockRestore();
  });

  it('builds each Intl object once per language and options', () => {
    const Original = Intl.PluralRules;
    const plural = jest.spyOn(Intl, 'PluralRules').mockImplementation((...args) => new Original(...args));
    const header = createTranslator('fr', messages, 'header');
    expect([header('cartCount', { count: 1 }), header('cartCount', { count: 2 }), createTranslator('fr', messages, 'listing')('count', { count: 3 })]).toEqual([
      'Cart, 1 item',
      'Cart, 2 items',
      '3 products',
    ]);
    expect(plural).toHaveBeenCalledTimes(1);
    plural.mockRestore();
  });

  it('renders rich messages with their tags as elements', () => {
    const t = createTranslator('en', messages, 'cart');
    render(<p data-testid="agree">{t.rich('agree', { link: (chunks) => <a href="#terms">{chunks}</a> })}</p>);
    expect(screen.getByTestId('agree')).toHaveTextContent('I agree to the terms.');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '#terms');
  });
});
