import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';
import { addresses, orderLines, orders, products } from '@/lib/db/schema';
import { summariesByIds } from '@/lib/shop/catalogue/server';
import type { CartTotals } from '@/lib/shop/cart';
import { toCents } from '@/lib/shop/cart';
import type { Locale } from '@/lib/i18n/routing';
import { queueMail } from '@/lib/mail/queue';
import { shopMailbox } from '@/lib/shop/content/server';
import { shopNoticeMail } from '@/lib/mail/render';
import { orderReceivedMail, type PaymentStep } from '../order-mail';
import type { ProviderName } from '@/lib/shop/orders/payments/provider';
import type { OrderRequest, QuoteRequest } from '../order-request';
import { priceOrder, type OrderRefusal, type PriceOrderResult, type QuotedLine } from '../price-order';
import { orderNumber } from '../order-number';
import { APPROVAL_LIMIT_USD, needsApproval, ORDER_STATUS } from '../status';
import { holdMinutes, holdUntil } from '../hold';
import { paymentOrder, type StoredOrder } from './stored-order';
import { payLink } from '../pay-link';

/** `paymentUrl`: where the shopper pays (the provider's page), once a payment is opened. */
export type PlacedOrder = { row: StoredOrder; lines: QuotedLine[]; totals: CartTotals; provider: ProviderName; paymentUrl: string | null };
export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; refusal: OrderRefusal };

export type PlaceOrderOptions = {
  userId: number | null;
  locale: Locale;
  provider: ProviderName;
  /** ORDER_HOLD_MINUTES, when set. */
  holdMinutes?: number;
  /** The shop's public origin, for the payment link in the mail. */
  origin: string;
  bankDetails: string[] | null;
};

class OrderRefused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.reason);
    this.name = 'OrderRefused';
  }
}

const money = (amount: number) => amount.toFixed(2);

/**
 * The server's current prices for a basket, with nothing reserved: what the checkout shows before
 * "Place order". The lines are named in `locale` where the catalogue has it (the order's lines and mails keep those names).
 */
export async function quoteOrder(database: Database, request: QuoteRequest, locale?: Locale): Promise<PriceOrderResult> {
  return priceOrder(request, await summariesByIds(database, [...new Set(request.lines.map((line) => line.product_id))], locale));
}

function paymentStep(options: PlaceOrderOptions, number: string, approval: boolean): PaymentStep {
  if (approval) return { kind: 'approval', limit: APPROVAL_LIMIT_USD };
  if (options.provider === 'stripe') return { kind: 'link', url: payLink(options.origin, number) };
  return { kind: 'bank', details: options.bankDetails };
}

/**
 * Prices the order from the database, takes the stock, writes the order and queues its mails
 * in one transaction: two shoppers racing for the last unit cannot both get it, because the
 * decrement only happens while enough stock is left, and a refusal rolls everything back.
 * An order over the pre-approval limit waits for approval instead of payment.
 */
export async function placeOrder(database: Database, request: OrderRequest, options: PlaceOrderOptions, now = new Date()): Promise<PlaceOrderResult> {
  try {
    const order = await database.transaction(async (tx) => {
      const priced = await quoteOrder(tx, request, options.locale);
      if (!priced.ok) throw new OrderRefused(priced.refusal);
      const { lines, totals, reserve } = priced.order;
      if (request.expectedTotal !== undefined && toCents(request.expectedTotal) !== toCents(totals.total)) {
        throw new OrderRefused({ reason: 'price_changed', total: totals.total });
      }

      for (const [productId, quantity] of reserve) {
        const taken = await tx
          .update(products)
          .set({ quantityLeft: sql`${products.quantityLeft} - ${quantity}` })
          .where(and(eq(products.id, productId), gte(products.quantityLeft, quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) {
          const line = lines.find((candidate) => candidate.productId === productId)!;
          throw new OrderRefused({ reason: 'out_of_stock', productId, productName: line.productName, available: 0 });
        }
      }

      const approval = needsApproval(totals.total);
      const minutes = holdMinutes(approval ? 'approval' : options.provider, options.holdMinutes);
      const [created] = await tx
        .insert(orders)
        .values({
          number: orderNumber(now),
          userId: options.userId,
          email: request.contact.email,
          status: approval ? ORDER_STATUS.awaitingApproval : ORDER_STATUS.pendingPayment,
          shippingAddress: {
            name: request.contact.name,
            phone: request.contact.phone,
            line1: request.address.line1,
            line2: request.address.line2,
            city: request.address.city,
            state: request.address.state,
            zip: request.address.zip,
            country: 'US',
          },
          subtotal: money(totals.subtotal),
          protection: money(totals.protection),
          deliveryFee: money(totals.deliveryFee),
          total: money(totals.total),
          currency: 'USD',
          locale: options.locale,
          provider: options.provider,
          holdUntil: holdUntil(now, minutes),
          createdAt: now,
        })
        .returning();
      await tx.insert(orderLines).values(
        lines.map((line) => ({
          orderId: created.id,
          productId: line.productId,
          productName: line.productName,
          sku: line.sku,
          quantity: line.quantity,
          unitPrice: money(line.unitPrice),
          originalUnitPrice: money(line.originalUnitPrice),
          discountPercent: line.discountPercent,
          isDeposit: line.isDeposit,
          lineTotal: money(line.lineTotal),
        })),
      );
      if (options.userId !== null) await rememberAddress(tx, options.userId, request);

      const mailData = await paymentOrder(tx, created);
      await queueMail(tx, orderReceivedMail(mailData, paymentStep(options, created.number, approval)));
      await queueMail(
        tx,
        shopNoticeMail({
          to: shopMailbox(),
          subject: `[${created.status}] Order ${created.number}: ${money(totals.total)} USD`,
          body: [`${request.contact.name} <${request.contact.email}>, ${request.contact.phone}`, ...lines.map((line) => `${line.quantity} x ${line.productName} (${line.sku}): ${money(line.lineTotal)}`)].join('\n\n'),
        }),
      );
      return { row: created, lines, totals, provider: options.provider, paymentUrl: null };
    });
    return { ok: true, order };
  } catch (error) {
    if (error instanceof OrderRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** A signed-in shopper's shipping address is kept for the account page; the first becomes the default. */
async function rememberAddress(tx: Database, userId: number, request: OrderRequest): Promise<void> {
  const address = {
    name: request.contact.name,
    phone: request.contact.phone,
    line1: request.address.line1,
    line2: request.address.line2,
    city: request.address.city,
    state: request.address.state,
    zip: request.address.zip,
  };
  const saved = await tx.select().from(addresses).where(eq(addresses.userId, userId));
  const known = saved.some((row) => (Object.keys(address) as (keyof typeof address)[]).every((key) => row[key] === address[key]));
  if (!known) await tx.insert(addresses).values({ ...address, userId, country: 'US', isDefault: saved.length === 0 });
}
