import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Requests as the shop's own pages send them (same-origin fetches) through the proxy, from a
 * client address of this run's own, so reruns on one database never meet an earlier run's
 * rate-limit counts.
 */
export const asClient = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`, 'sec-fetch-site': 'same-origin' };

/** Places an order of `quantity` of one product through the instance at `base`; answers its number. */
export async function placeOrder(api: APIRequestContext, base: string, productId: number, quantity: number): Promise<string> {
  const order = await api.post(`${base}/api/orders`, {
    headers: asClient,
    data: {
      lines: [{ product_id: productId, quantity }],
      contact: { email: 'sam@example.com', name: 'Sam Lee', phone: '(555) 010-0199' },
      address: { line1: '1 Test Street', city: 'Austin', state: 'TX', zip: '73301' },
    },
  });
  expect(order.status()).toBe(201);
  return ((await order.json()) as { order: { number: string } }).order.number;
}
