import type { CartLine } from '@/lib/schemas/cart';

/** A line as the checkout page shows it, from either the cart or the buy-now record. */
export type CheckoutLine = {
  product_id: number;
  product_name: string;
  image: string;
  sku: string;
  price: number;
  original_price: number | null;
  quantity: number;
  quantity_left: number;
  is_deposit: boolean;
};

type BuyNowRecord = Omit<CheckoutLine, 'sku' | 'is_deposit' | 'original_price'> & { original_price?: number | null };

export type CheckoutSource = { kind: 'cart' | 'buyNow'; lines: CheckoutLine[] };

/**
 * Which basket the checkout page sells. The cart's checkout button sets `isCh`; buy now clears
 * it and writes `yps_buy`. So: `isCh` set means the cart; otherwise a buy-now record wins;
 * otherwise the cart (a shopper who typed the address, or came back to the page).
 */
export function checkoutSource(input: { checkoutFlag: boolean; buyNow: readonly BuyNowRecord[]; cart: readonly CartLine[] }): CheckoutSource {
  if (!input.checkoutFlag && input.buyNow.length > 0) {
    return {
      kind: 'buyNow',
      lines: input.buyNow.map((item) => ({ ...item, original_price: item.original_price ?? null, sku: '', is_deposit: false })),
    };
  }
  return {
    kind: 'cart',
    lines: input.cart.map((line) => ({
      product_id: line.product_id,
      product_name: line.product_name,
      image: line.image,
      sku: line.sku,
      price: line.price,
      original_price: line.original_price ?? null,
      quantity: line.quantity,
      quantity_left: line.quantity_left,
      is_deposit: line.is_deposit,
    })),
  };
}
