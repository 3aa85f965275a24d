import type { CartLine } from '@/lib/shop/cart/schemas';
import { clampQuantity, isSpecialOrder } from '@/lib/shop/cart/stock';

const sameLine = (a: Pick<CartLine, 'product_id' | 'is_deposit'>, b: Pick<CartLine, 'product_id' | 'is_deposit'>) =>
  a.product_id === b.product_id && a.is_deposit === b.is_deposit;

export type AddResult = { lines: CartLine[]; added: boolean };

/**
 * Adds `item` (its `quantity` is how many to add). A line is the same product with the same
 * deposit choice; adding to it refreshes its prices. A stock-limited item never goes beyond
 * its stock: then nothing is added and the caller shows the cart instead.
 */
export function addToCart(lines: CartLine[], item: CartLine): AddResult {
  const existing = lines.find((line) => sameLine(line, item));
  const quantity = (existing?.quantity ?? 0) + item.quantity;
  if (!isSpecialOrder(item.quantity_left) && quantity > item.quantity_left) return { lines, added: false };
  const line: CartLine = { ...item, quantity };
  return { lines: [line, ...lines.filter((other) => !sameLine(other, item))], added: true };
}

export function setLineQuantity(lines: CartLine[], target: CartLine, quantity: number): CartLine[] {
  return lines.map((line) =>
    sameLine(line, target) ? { ...line, quantity: clampQuantity(quantity, line.quantity_left) } : line,
  );
}

export function removeLine(lines: CartLine[], target: CartLine): CartLine[] {
  return lines.filter((line) => !sameLine(line, target));
}
