import { checkoutSource } from '@/lib/shop/orders/checkout-source';
import type { CartLine } from '@/lib/shop/cart/schemas';

const cartLine: CartLine = {
  product_id: 1,
  product_name: 'Hood',
  image: '',
  sku: 'H1',
  price: 10,
  original_price: null,
  discount_percentage: 0,
  quantity: 2,
  quantity_left: 5,
  is_special_order: false,
  is_deposit: false,
  payment_type: 'full',
  shipment_info: '',
};
const buyNowItem: CartLine = { ...cartLine, product_id: 2, product_name: 'Spoiler', price: 20, original_price: 25, discount_percentage: 20, quantity: 1, quantity_left: 3, is_deposit: true };

describe('checkoutSource', () => {
  it.each([
    ['the cart when the checkout flag is set', { checkoutFlag: true, buyNow: [buyNowItem], cart: [cartLine] }, 'cart', 1],
    ['buy now when the flag is clear and a record exists', { checkoutFlag: false, buyNow: [buyNowItem], cart: [cartLine] }, 'buyNow', 2],
    ['the cart when there is no buy-now record', { checkoutFlag: false, buyNow: [], cart: [cartLine] }, 'cart', 1],
  ] as const)('reads %s', (_label, input, kind, productId) => {
    const source = checkoutSource({ ...input, buyNow: [...input.buyNow], cart: [...input.cart] });
    expect(source.kind).toBe(kind);
    expect(source.lines[0].product_id).toBe(productId);
  });

  it('never takes a deposit from a buy-now record', () => {
    expect(checkoutSource({ checkoutFlag: false, buyNow: [buyNowItem], cart: [] }).lines[0]).toMatchObject({ is_deposit: false, original_price: 25 });
  });
});
