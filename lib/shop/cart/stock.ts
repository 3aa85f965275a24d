export const STOCK_WARNING_THRESHOLD = 8;

// The server marks made-to-order items with quantity_left = -1.
const SPECIAL_ORDER_QUANTITY = -1;

export type StockLevel = 'special' | 'success' | 'warning' | 'error';

export function isSpecialOrder(quantityLeft: number): boolean {
  return quantityLeft === SPECIAL_ORDER_QUANTITY;
}

export function stockLevel(quantityLeft: number): StockLevel {
  if (isSpecialOrder(quantityLeft)) return 'special';
  if (quantityLeft > STOCK_WARNING_THRESHOLD) return 'success';
  if (quantityLeft > 0) return 'warning';
  return 'error';
}

export function canIncrement(quantity: number, quantityLeft: number): boolean {
  return isSpecialOrder(quantityLeft) || quantity < quantityLeft;
}

// The floor of 1 wins over an empty stock: a line never shows zero, it is removed instead.
export function clampQuantity(q: number, quantityLeft: number): number {
  const wanted = Number.isFinite(q) ? Math.floor(q) : 1;
  const capped = isSpecialOrder(quantityLeft) ? wanted : Math.min(wanted, quantityLeft);
  return Math.max(1, capped);
}
