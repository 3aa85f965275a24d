import type { CartLine } from '@/lib/shop/cart/schemas';

/** A stored cart line for tests: one carbon hood at $100, two in stock. */
export const cartLine = (over: Partial<CartLine> = {}): CartLine => ({
  product_id: 1,
  product_name: 'Carbon hood',
  name_lang: 'en',
  image: '',
  sku: 'N/A',
  price: 100,
  original_price: null,
  discount_percentage: 0,
  quantity: 1,
  quantity_left: 2,
  is_special_order: false,
  is_deposit: false,
  payment_type: 'full',
  shipment_info: '',
  ...over,
});
