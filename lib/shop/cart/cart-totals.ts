import { fromCents, toCents } from './money';

export const SHIPPING_PROTECTION_RATE = 0.05;
export const DELIVERY_CONFIRMATION_FEE = 5.9;
export const DEPOSIT_RATE = 0.5;

export type PricedLine = {
  price: number;
  originalPrice?: number | null;
  quantity: number;
  isDeposit: boolean;
};

export type CartOptions = { shippingProtection: boolean; deliveryConfirmation: boolean };

export type CartTotals = {
  subtotal: number;
  protection: number;
  deliveryFee: number;
  insurance: number;
  total: number;
};

function unitCents(amount: number, isDeposit: boolean): number {
  const cents = toCents(amount);
  return isDeposit ? Math.round(cents * DEPOSIT_RATE) : cents;
}

function lineCents(line: PricedLine): number {
  return unitCents(line.price, line.isDeposit) * line.quantity;
}

/**
 * The one function that prices a basket line, for the cart, the checkout and the server's
 * quote alike. A deposit line shows its struck-through price halved too, so the saving reads
 * the same.
 */
export function priceLine(line: PricedLine): { unitPrice: number; originalUnitPrice: number | null; lineTotal: number } {
  return {
    unitPrice: fromCents(unitCents(line.price, line.isDeposit)),
    originalUnitPrice: line.originalPrice == null ? null : fromCents(unitCents(line.originalPrice, line.isDeposit)),
    lineTotal: fromCents(lineCents(line)),
  };
}

export function cartTotals(lines: readonly PricedLine[], options: CartOptions): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineCents(line), 0);
  // Insurance is recorded at checkout whether or not protection was ticked.
  const insurance = Math.round(subtotal * SHIPPING_PROTECTION_RATE);
  const protection = options.shippingProtection ? insurance : 0;
  const deliveryFee = options.deliveryConfirmation ? toCents(DELIVERY_CONFIRMATION_FEE) : 0;
  return {
    subtotal: fromCents(subtotal),
    protection: fromCents(protection),
    deliveryFee: fromCents(deliveryFee),
    insurance: fromCents(insurance),
    total: fromCents(subtotal + protection + deliveryFee),
  };
}
