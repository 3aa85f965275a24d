import { listenToChannel } from '@/lib/db/channel-listener';
import type { Expiry } from '@/lib/edge/internal-expire';
import { EXPIRY_CHANNEL, expiryOfNotice } from '@/lib/shop/common/announced-expiry';

type Log = { info(text: string): void; warn(error: unknown, text: string): void };

/**
 * Expiries waiting to be sent, merged (the whole catalogue takes in any products), and sent one
 * at a time; a failed send is kept and tried again `retryMs` later, merged with whatever came
 * meanwhile, so an expiry that meets a server not yet listening (at start-up) or a timeout is
 * late, never lost.
 */
export function expiryQueue(send: (expiry: Expiry) => Promise<void>, { retryMs = 1_000, onError }: { retryMs?: number; onError?: (error: unknown) => void } = {}) {
  let catalogue = false;
  let products = new Set<number>();
  let sending = false;
  let stopped = false;

  const add = (expiry: Expiry) => {
    if ('catalogue' in expiry) {
      catalogue = true;
      products = new Set();
    } else if (!catalogue) for (const id of expiry.products) products.add(id);
  };

  async function drain() {
    if (sending) return;
    sending = true;
    try {
      while (!stopped && (catalogue || products.size)) {
        const next: Expiry = catalogue ? { catalogue: true } : { products: [...products] };
        catalogue = false;
        products = new Set();
        try {
          await send(next);
        } catch (error) {
          onError?.(error);
          add(next);
          await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
        }
      }
    } finally {
      sending = false;
    }
  }

  return {
    push(expiry: Expiry) {
      add(expiry);
      void drain();
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * Follows the expiries commands announce on the database (lib/shop/common/announced-expiry.ts):
 * each goes to `send`, this server's own expire route, which runs Next's tag expiry as a
 * shopper's write does and so reaches every cache handler (the page cache, 'use cache' entries
 * in memory or in Redis). When the listener may have missed announcements (its connection
 * dropped, or a probe found it deaf) the whole catalogue expires: a page shown a little fresher
 * than needed, never one left stale.
 */
export function followAnnouncedExpiry(url: string, send: (expiry: Expiry) => Promise<void>, log: Log): { stop(): Promise<void> } {
  let failing = false;
  const queue = expiryQueue(
    async (expiry) => {
      await send(expiry);
      failing = false;
    },
    {
      onError: (error) => {
        if (!failing) log.warn(error, 'announced expiry: this server did not take it yet; trying again every second');
        failing = true;
      },
    },
  );
  const listener = listenToChannel(
    url,
    EXPIRY_CHANNEL,
    {
      onNotice: (payload) => {
        const expiry = expiryOfNotice(payload);
        if (expiry) queue.push(expiry);
      },
      onGap: () => {
        log.info('announced expiry: listening again; the whole catalogue expires, as announcements may have been missed');
        queue.push({ catalogue: true });
      },
      onTrouble: (error) => log.warn(error, 'announced expiry: not listening to the database; trying again'),
    },
    { name: 'shop announced expiry' },
  );
  return {
    async stop() {
      queue.stop();
      await listener.stop();
    },
  };
}
