import { discountedPrice, discountPercent } from '@/lib/shop/cart/discount';

/** The one place a catalogue price becomes the shopper's price, for both shops. A part that fits several vehicles is priced as its first (its own). */
export function priceOf(input: {
  price: number;
  vehicles: readonly string[];
  productType: string;
  fitPosition: string;
  performancePart: boolean;
}): { price: number; originalPrice: number | null; discountPercent: number } {
  const percent = discountPercent({
    carModel: input.vehicles[0],
    category: input.productType,
    fitPosition: input.fitPosition,
    price: input.price,
    performancePart: input.performancePart,
  });
  if (percent === 0) return { price: input.price, originalPrice: null, discountPercent: 0 };
  return { price: discountedPrice(input.price, percent), originalPrice: input.price, discountPercent: percent };
}

/** Products created in the last 30 days count as new (sale badge when not discounted). */
export const NEW_PRODUCT_DAYS = 30;
export function isNewProduct(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() <= NEW_PRODUCT_DAYS * 24 * 3600 * 1000;
}
