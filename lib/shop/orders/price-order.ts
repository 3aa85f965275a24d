import type { ProductSummary } from '@/lib/shop/catalogue';
import { cartTotals, priceLine, type CartTotals, type PricedLine } from '@/lib/shop/cart';
import { isSpecialOrder } from '@/lib/shop/cart';
import type { OrderRequest } from './order-request';

export type OrderProduct = Pick<ProductSummary, 'id' | 'name' | 'lang' | 'sku' | 'price' | 'originalPrice' | 'discountPercent' | 'quantityLeft'>;

/** A line as the server prices it: the quote, the order and its mails share this shape. */
export type QuotedLine = {
  productId: number;
  productName: string;
  /** The language `productName` is written in, when it is not the one asked for (an untranslated name). */
  nameLang?: ProductSummary['lang'];
  sku: string;
  quantity: number;
  isDeposit: boolean;
  unitPrice: number;
  originalUnitPrice: number;
  discountPercent: number;
  lineTotal: number;
};

export type PricedOrder = { lines: QuotedLine[]; totals: CartTotals; reserve: Map<number, number> };

export type OrderRefusal =
  | { reason: 'unavailable'; productId: number }
  | { reason: 'out_of_stock'; productId: number; productName: string; available: number }
  | { reason: 'price_changed'; total: number };

export type PriceOrderResult = { ok: true; order: PricedOrder } | { ok: false; refusal: OrderRefusal };

type Request = Pick<OrderRequest, 'lines' | 'shippingProtection' | 'deliveryConfirmation'>;

/**
 * Prices an order from the catalogue's products alone: the request only chooses products,
 * quantities and the deposit option. A deposit is only possible on a special-order item;
 * elsewhere the flag is ignored. Repeated lines are merged, and stock is checked on the
 * sum of every line of a product. `reserve` is the stock to take per product.
 */
export function priceOrder(request: Request, catalogue: readonly OrderProduct[]): PriceOrderResult {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const merged = new Map<string, { product: OrderProduct; quantity: number; isDeposit: boolean }>();
  for (const line of request.lines) {
    const product = byId.get(line.product_id);
    if (!product) return { ok: false, refusal: { reason: 'unavailable', productId: line.product_id } };
    const isDeposit = line.is_deposit && isSpecialOrder(product.quantityLeft);
    const key = `${product.id}:${isDeposit}`;
    const existing = merged.get(key);
    merged.set(key, { product, isDeposit, quantity: (existing?.quantity ?? 0) + line.quantity });
  }

  const reserve = new Map<number, number>();
  for (const { product, quantity } of merged.values()) {
    if (isSpecialOrder(product.quantityLeft)) continue;
    const wanted = (reserve.get(product.id) ?? 0) + quantity;
    if (wanted > product.quantityLeft) {
      return {
        ok: false,
        refusal: { reason: 'out_of_stock', productId: product.id, productName: product.name, available: Math.max(0, product.quantityLeft) },
      };
    }
    reserve.set(product.id, wanted);
  }

  const basket = [...merged.values()].map(({ product, quantity, isDeposit }) => ({
    product,
    line: { price: product.price, originalPrice: product.originalPrice, quantity, isDeposit } satisfies PricedLine,
  }));
  const lines = basket.map(({ product, line }): QuotedLine => {
    const priced = priceLine(line);
    return {
      productId: product.id,
      productName: product.name,
      nameLang: product.lang,
      sku: product.sku,
      quantity: line.quantity,
      isDeposit: line.isDeposit,
      unitPrice: priced.unitPrice,
      originalUnitPrice: priced.originalUnitPrice ?? priced.unitPrice,
      discountPercent: product.discountPercent,
      lineTotal: priced.lineTotal,
    };
  });
  const totals = cartTotals(
    basket.map(({ line }) => line),
    { shippingProtection: request.shippingProtection, deliveryConfirmation: request.deliveryConfirmation },
  );
  return { ok: true, order: { lines, totals, reserve } };
}
