import type { Locale } from '@/lib/i18n/routing';
import type { OrderRequest, QuoteRequest } from '@/lib/shop/orders/order-request';
import type { PlaceOrderResult } from '@/lib/shop/orders/embedded/place-order';
import type { PriceOrderResult } from '@/lib/shop/orders/price-order';
import type { StoredOrder } from './embedded/stored-order';
import type { Transition } from '@/lib/shop/orders/embedded/transitions';
import type { OrderDetail, OrderRow, PaymentEvent } from './types';

/** Checkout, orders and their payments, and an account's order history. */
export interface OrdersShop {
  /**
   * Where checkout runs: `storefront` places orders through `placeOrder`; `shop-server` means the
   * shop server's own checkout page, served on this origin by path (docs/operations.md).
   */
  readonly checkout: 'storefront' | 'shop-server';
  /** The server's current price for a basket, nothing reserved: what checkout shows before "Place order"; lines named in `locale`. */
  quote(request: QuoteRequest, locale?: Locale): Promise<PriceOrderResult>;
  /** Places the order, holds its stock, queues its mail in `locale` and opens its payment. */
  placeOrder(request: OrderRequest, accountId: string | null, locale: Locale): Promise<PlaceOrderResult>;
  /** An order this storefront placed, by its number (the key of its payment link); null for the shop server's orders. */
  storedOrder(number: string): Promise<StoredOrder | null>;
  /** Opens (or reuses) the order's payment with the provider: the page to send the shopper to, or null when nothing is owed now. */
  startPayment(order: StoredOrder, origin: string): Promise<string | null>;
  /** Applies a verified payment event to the order it names; what changed, or null when nothing did. */
  applyPaymentEvent(event: PaymentEvent): Promise<Transition>;
  /** The account's orders, newest first. */
  accountOrders(accountId: string, limit?: number): Promise<OrderRow[]>;
  /** One of the account's orders by its number; null when it is not the account's or the shop has no detail. */
  accountOrder(accountId: string, number: string): Promise<OrderDetail | null>;
}
