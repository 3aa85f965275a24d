import { shippingText } from '@/lib/shop/catalogue/shipping-text';

describe('shippingText', () => {
  it.each([
    ['', { key: 'default', eta: false }],
    [null, { key: 'default', eta: false }],
    ['Ships in 5 days', { key: 'days', min: 5, max: 5, eta: false }],
    ['Ships in 1-2 business days', { key: 'daysRange', min: 1, max: 2, eta: false }],
    ['Back in stock in 10-14 days', { key: 'weeks', min: 2, max: 2, eta: false }],
    ['Ships in 2-3 weeks', { key: 'weeksRange', min: 2, max: 3, eta: false }],
    ['Estimated 2 months', { key: 'months', min: 2, max: 2, eta: true }],
    ['Estimated 3-4 months', { key: 'monthsRange', min: 3, max: 4, eta: true }],
  ])('%s', (text, expected) => {
    expect(shippingText(text)).toMatchObject(expected);
  });
});
