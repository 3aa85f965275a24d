import 'server-only';
import type { Database } from '@/lib/db/client';
import { findOrder } from '@/lib/shop/orders/embedded/stored-order';
import { startPayment } from '@/lib/shop/orders/embedded/start-payment';
import { quoteOrder } from '@/lib/shop/orders/embedded/place-order';
import { checkoutOrder } from '@/lib/shop/orders/checkout';
import { orderOf, ordersOf } from '@/lib/shop/orders/embedded/account-orders';
import { localAccountId as localId } from '@/lib/shop/accounts';
import { paymentProvider } from '@/lib/shop/orders/payments/provider-choice';
import { applyPaymentEvent } from '@/lib/shop/orders/payments/payment-events';
import type { OrdersShop } from '../contract';

/** Checkout and payments on this storefront, with the orders in this server's database. */
export function embeddedOrders(open: () => Promise<Database>): OrdersShop {
  return {
    checkout: 'storefront',
    quote: async (request, locale) => quoteOrder(await open(), request, locale),
    storedOrder: async (number) => findOrder(await open(), number),
    startPayment: async (order, origin) => startPayment(await open(), paymentProvider(), order, origin),
    applyPaymentEvent: async (event) => applyPaymentEvent(await open(), event),
    placeOrder: async (request, accountId, locale) => checkoutOrder(await open(), request, accountId === null ? null : localId(accountId), locale),
    async accountOrders(accountId, limit) {
      const id = localId(accountId);
      return id === null ? [] : ordersOf(await open(), id, limit);
    },
    async accountOrder(accountId, number) {
      const id = localId(accountId);
      return id === null ? null : orderOf(await open(), id, number);
    },
  };
}
