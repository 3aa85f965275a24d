import 'server-only';
import { z } from 'zod';
import { parsePrice } from '@/lib/shop/cart';
import { validItems, type RemoteClient } from '../shop-server/client';
import type { OrdersShop } from './contract';

const upstreamOrders = z.array(z.unknown()).catch([]);
// The spec gives "id, date, status, total" without types: ids and totals come as numbers or strings.
const upstreamOrder = z.object({
  id: z.union([z.string().trim().min(1), z.number()]),
  date: z.string().default(''),
  status: z.string().default(''),
  total: z.union([z.number(), z.string()]),
});

/** The shop server takes its own orders and payments; this storefront only lists an account's orders. */
export function remoteOrders({ call }: RemoteClient): OrdersShop {
  return {
    checkout: 'shop-server',
    async placeOrder(request) {
      return { ok: false, refusal: { reason: 'unavailable', productId: request.lines[0]?.product_id ?? 0 } };
    },
    // Checkout is the shop server's own page: it quotes and prices there.
    async quote(request) {
      return { ok: false, refusal: { reason: 'unavailable', productId: request.lines[0]?.product_id ?? 0 } };
    },
    // The shop server takes its own payments: no order of its passes through this storefront.
    storedOrder: async () => null,
    startPayment: async () => null,
    applyPaymentEvent: async () => null,
    async accountOrders(accountId, limit = 100) {
      const json = await call(`/yps_server/orders?user_id=${encodeURIComponent(accountId)}`);
      // "An object with a message when none".
      const rows = validItems(upstreamOrder, upstreamOrders.parse(json), 'order');
      return rows.slice(0, limit).map((row) => {
        const total = parsePrice(row.total);
        if (total === null) console.warn(`remote shop: order ${row.id} field total ${JSON.stringify(row.total)} is not a number: shown as 0`);
        // The contract has no order detail call: the list shows the order without a link.
        return { id: row.id, number: String(row.id), date: row.date, status: row.status, total: total ?? 0, linked: false };
      });
    },
    // The contract has no order detail call.
    accountOrder: async () => null,
  };
}
