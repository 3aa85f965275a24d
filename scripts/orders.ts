/**
 * The operator's order desk.
 *   npm run orders -- list [--all]     orders waiting for payment or approval (--all: the last 50)
 *   npm run orders -- paid NUMBER      record a bank transfer: the order is Paid and the shopper is mailed
 *   npm run orders -- cancel NUMBER    cancel an unpaid order and release its stock
 *   npm run orders -- approve NUMBER   approve an order over the pre-approval limit and ask for payment
 *   npm run orders -- sweep            cancel unpaid orders past their hold (the server also does this)
 * Uses DATABASE_URL when set, otherwise the PGlite files under DATA_DIR (stop the server first).
 */
import { desc, inArray } from 'drizzle-orm';
import { config, siteOrigin } from '../lib/runtime/config';
import type { Database } from '../lib/db/open';
import { orders } from '../lib/db/schema';
import { approveOrder } from '@/lib/shop/orders/server';
import { HELD_STATUSES, ORDER_STATUS } from '@/lib/shop/orders';
import { cancelOrder, markPaid, sweepExpiredOrders } from '@/lib/shop/orders/server';
import { paymentProvider } from '@/lib/shop/orders/server';
import { bankTransferDetails } from '@/lib/shop/orders';
import { announceExpiry } from '@/lib/shop/common/announced-expiry';
import { runWithDatabase } from './run-with-database';

const USAGE = 'Usage: npm run orders -- list [--all] | paid NUMBER | cancel NUMBER | approve NUMBER | sweep';

async function main(database: Database, [command, argument]: string[]): Promise<number> {
  switch (command) {
    case 'list': {
      const waiting = argument === '--all' ? undefined : inArray(orders.status, [...HELD_STATUSES, ORDER_STATUS.paymentProcessing]);
      const rows = await database.select().from(orders).where(waiting).orderBy(desc(orders.createdAt)).limit(50);
      if (rows.length === 0) console.log('No orders.');
      for (const row of rows) {
        const hold = row.holdUntil && (HELD_STATUSES as readonly string[]).includes(row.status) ? `  held until ${row.holdUntil.toISOString()}` : '';
        console.log(`${row.number}  ${row.status.padEnd(18)} ${row.total.padStart(10)} USD  ${row.provider.padEnd(6)}  ${row.email}  ${row.createdAt.toISOString()}${hold}`);
      }
      return 0;
    }
    case 'paid': {
      const done = await markPaid(database, { number: argument });
      console.log(done ? `${argument} is Paid; the shopper's mail is queued.` : `${argument} is not an order waiting for payment.`);
      return done ? 0 : 1;
    }
    case 'cancel': {
      const done = await cancelOrder(database, { number: argument }, 'cancelled');
      await announceStock(database, done?.productIds ?? []);
      console.log(done ? `${argument} is Cancelled and its stock released; the shopper's mail is queued.` : `${argument} is not an unpaid order.`);
      return done ? 0 : 1;
    }
    case 'approve': {
      const done = await approveOrder(database, paymentProvider(), argument, { holdMinutes: config().ORDER_HOLD_MINUTES, origin: siteOrigin(), bankDetails: bankTransferDetails() });
      console.log(done ? `${argument} is approved and waits for payment; the shopper's mail with how to pay is queued.` : `${argument} is not an order awaiting approval.`);
      return done ? 0 : 1;
    }
    default: {
      const cancelled = await sweepExpiredOrders(database, paymentProvider());
      await announceStock(database, cancelled.flatMap((item) => item.productIds));
      console.log(cancelled.length ? `Cancelled ${cancelled.map((item) => item.order.number).join(', ')}.` : 'No order is past its hold.');
      return 0;
    }
  }
}

/** Stock given back shows on servers running on this database at once: pages that show these products expire. */
async function announceStock(database: Database, productIds: number[]) {
  if (productIds.length) await announceExpiry(database, { products: productIds });
}

const argv = process.argv.slice(2);
const [command, argument] = argv;
const needsNumber = ['paid', 'cancel', 'approve'].includes(command ?? '');
if (!['list', 'sweep'].includes(command ?? '') && !(needsNumber && argument)) {
  console.error(USAGE);
  process.exit(2);
}
runWithDatabase(main, argv);
