import type { CartLine } from '@/lib/shop/cart';

export type CheckoutSource = { kind: 'cart' | 'buyNow'; lines: CartLine[] };

/**
 * Which basket the checkout page sells. The cart's checkout button sets `isCh`; buy now clears
 * it and writes `yps_buy`. So: `isCh` set means the cart; otherwise a buy-now record wins;
 * otherwise the cart (a shopper who typed the address, or came back to the page). A buy-now
 * item is bought in full: its deposit flag is ignored.
 */
export function checkoutSource(input: { checkoutFlag: boolean; buyNow: readonly CartLine[]; cart: readonly CartLine[] }): CheckoutSource {
  if (!input.checkoutFlag && input.buyNow.length > 0) {
    return { kind: 'buyNow', lines: input.buyNow.map((line) => ({ ...line, is_deposit: false, payment_type: 'full' })) };
  }
  return { kind: 'cart', lines: [...input.cart] };
}
