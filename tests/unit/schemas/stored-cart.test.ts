import { safeParse } from 'valibot';
import { cartLinesSchema } from '@/lib/shop/cart/schemas';
import { wishlistSchema } from '@/lib/client/stores/wishlist-entry';

const line = { product_id: 3, product_name: 'Hood', price: 9.5, quantity: 2, quantity_left: 5 };

describe('cart lines read from localStorage', () => {
  it.each([
    ['a plain line, with the original shop defaults', [line], [{ ...line, image: '', sku: '', discount_percentage: 0, is_special_order: false, is_deposit: false, payment_type: 'full', shipment_info: '' }]],
    ['numbers written as text', [{ ...line, product_id: '3', price: '9.5', quantity: '2' }], [expect.objectContaining({ product_id: 3, price: 9.5, quantity: 2 })]],
    ['a fractional id', [{ ...line, product_id: 1.5 }], []],
    ['a negative price', [{ ...line, price: -1 }], []],
    ['an infinite price', [{ ...line, price: Infinity }], []],
    ['a quantity past 9999', [{ ...line, quantity: 10_000 }], []],
    ['a missing name', [{ ...line, product_name: undefined }], []],
    ['an unknown payment type', [{ ...line, payment_type: 'later' }], []],
    ['the language of its name', [{ ...line, name_lang: 'ja' }], [expect.objectContaining({ product_name: 'Hood', name_lang: 'ja' })]],
    ['a name language the shop has not: the line stays, its language unknown', [{ ...line, name_lang: 'fr' }], [expect.objectContaining({ product_id: 3, name_lang: undefined })]],
    ['a damaged line beside a good one', [5, line], [expect.objectContaining({ product_id: 3 })]],
  ])('%s', (_, stored, expected) => {
    const parsed = safeParse(cartLinesSchema, stored);
    expect(parsed.success && parsed.output).toEqual(expected);
  });

  it('refuses a stored value that is not a list', () => {
    expect(safeParse(cartLinesSchema, { product_id: 3 }).success).toBe(false);
  });
});

describe('wishlist entries read from localStorage', () => {
  it.each([
    ['the defaults', [{ product_id: 4, product_name: 'Wing', price: 3 }], [{ product_id: 4, product_name: 'Wing', price: 3, image: '', car_model: 'Unknown', category: 'General', quantity_left: 0, sku: '' }]],
    ['a damaged entry dropped', [{ product_id: 0, product_name: 'x', price: 1 }, 'x'], []],
  ])('%s', (_, stored, expected) => {
    const parsed = safeParse(wishlistSchema, stored);
    expect(parsed.success && parsed.output).toEqual(expected);
  });
});
