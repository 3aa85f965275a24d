import {
  cartShippingDays,
  cartShippingEstimate,
  shippingEstimate,
  type ShippingEstimate,
} from '@/lib/shop/cart/shipping';

describe('cartShippingDays', () => {
  it.each<[(string | null | undefined)[], number | null]>([
    [[], null],
    [[null, undefined, 'In stock'], null],
    [['Ships in 3-5 days'], 5],
    [['2-3 weeks'], 21],
    [['1 week'], 7],
    [['1-2 months'], 60],
    [['1 Month'], 30],
    [['Ships in 3-5 days', '2 weeks', null], 14],
    [['10 days', '1 week'], 10],
    [['1 month', '6 weeks'], 42],
    [['1.5 weeks'], 11],
  ])('cartShippingDays(%p) = %p', (texts, days) => expect(cartShippingDays(texts)).toBe(days));
});

const days = (min: number, max: number): ShippingEstimate => ({ unit: 'days', min, max, eta: false });
const weeks = (min: number, max: number): ShippingEstimate => ({ unit: 'weeks', min, max, eta: false });
const months = (min: number, max: number): ShippingEstimate => ({ unit: 'months', min, max, eta: true });

describe('shippingEstimate', () => {
  it.each<[string | null | undefined, ShippingEstimate]>([
    [null, { unit: 'default' }],
    [undefined, { unit: 'default' }],
    ['', { unit: 'default' }],
    ['Ships soon', { unit: 'default' }],
    ['1 day', days(1, 1)],
    ['3-5 business days', days(3, 5)],
    ['13 days', days(13, 13)],
    ['14 days', weeks(2, 2)],
    ['10-14 days', weeks(2, 2)],
    ['15 days', weeks(3, 3)],
    ['29 days', weeks(5, 5)],
    ['30 days', months(1, 1)],
    ['31 days', months(2, 2)],
    ['1 week', days(7, 7)],
    ['2-3 weeks', weeks(2, 3)],
    ['3-4 weeks', weeks(3, 4)],
    ['4-6 weeks', months(1, 2)],
    ['5 weeks', months(2, 2)],
    ['1-2 months', months(1, 2)],
    ['Ships in 7 - 10 days', days(7, 10)],
  ])('shippingEstimate(%p)', (text, expected) => expect(shippingEstimate(text)).toEqual(expected));
});

describe('cartShippingEstimate', () => {
  it.each<[(string | null | undefined)[], ShippingEstimate]>([
    [[], { unit: 'default' }],
    [['no date'], { unit: 'default' }],
    [['3-5 days', '13 days'], days(13, 13)],
    [['3-5 days', '2 weeks'], weeks(2, 2)],
    [['29 days'], weeks(5, 5)],
    [['1 week', '1-2 months'], months(1, 2)],
    [['Estimated 3-4 months'], months(3, 4)],
    [['Ships in 3-5 days'], days(3, 5)],
    [['Estimated 3-4 months', '2 weeks', 'Ships in 4-6 weeks'], months(3, 4)],
  ])('cartShippingEstimate(%p)', (texts, expected) => expect(cartShippingEstimate(texts)).toEqual(expected));
});
