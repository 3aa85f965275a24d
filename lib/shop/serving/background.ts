import { config } from '@/lib/runtime/config';
import type { Database } from '@/lib/db/open';
import { deliverDueMail } from '@/lib/mail/sender';
import { smtpTransport } from '@/lib/mail/transport';
import { sweepExpiredOrders } from '@/lib/shop/orders/server';
import { paymentProvider } from '@/lib/shop/orders/server';
import { signingSecret } from '@/lib/security/signing-secret';
import { requestExpiry } from '@/lib/edge/internal-expire';
import { internalKey } from '@/lib/security/internal-signature';
import { repeat, type Repeating } from '../../runtime/repeat';
import { retryingExpiry } from './retrying-expiry';

const MAIL_INTERVAL_MS = 5_000;

type Running = { loops: Repeating[]; flushMail: () => Promise<void>; closeMail: () => void };

// On globalThis: the dev server re-evaluates modules, and two senders would only compete.
const holder = globalThis as typeof globalThis & { __shopBackground?: Running };

/**
 * The server's own background work: the mail sender (when SMTP_URL is set) and the sweep that
 * cancels unpaid orders past their hold. Both are safe with several instances running them.
 * `origin` is where this process reaches its own server (lib/edge/loopback-origin.ts): the sweep
 * runs outside any request, so it expires the pages of the stock it gave back through the
 * server's own route handler. Loopback on PORT by default.
 */
export function startBackgroundWork(open: () => Promise<Database>, { origin }: { origin?: string } = {}): void {
  if (holder.__shopBackground) return;
  const { SMTP_URL, MAIL_FROM, ORDER_SWEEP_SECONDS, PORT } = config();
  const ownServer = origin ?? `http://127.0.0.1:${PORT}`;
  const loops: Repeating[] = [];
  let flushMail = async () => {};
  let closeMail = () => {};
  if (SMTP_URL) {
    const transport = smtpTransport(SMTP_URL);
    flushMail = async () => {
      const report = await deliverDueMail(await open(), transport, MAIL_FROM);
      if (report.failed > 0) console.warn(`mail: ${report.failed} not delivered, will retry`);
    };
    closeMail = () => transport.close();
    loops.push(repeat(MAIL_INTERVAL_MS, flushMail, (error) => console.error('mail sender', error)));
  }
  const expire = retryingExpiry((products) => requestExpiry(ownServer, { products }, internalKey(signingSecret())));
  const sweep = async () => {
    const cancelled = await sweepExpiredOrders(await open(), paymentProvider());
    await expire(cancelled.flatMap((item) => item.productIds));
  };
  loops.push(repeat(ORDER_SWEEP_SECONDS * 1000, sweep, (error) => console.error('order sweep', error)));
  holder.__shopBackground = { loops, flushMail, closeMail };
}

/** For a graceful stop: ends both loops, sends what is due once more, and closes the SMTP connection. */
export async function stopBackgroundWork(): Promise<void> {
  const running = holder.__shopBackground;
  if (!running) return;
  holder.__shopBackground = undefined;
  await Promise.all(running.loops.map((loop) => loop.stop()));
  try {
    await running.flushMail();
  } finally {
    running.closeMail();
  }
}
