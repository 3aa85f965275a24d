import { parseConfig, type Config } from '@/lib/runtime/config';
import { logger } from '@/lib/runtime/logger';
import { redactText } from '@/lib/runtime/redact';
import { loopbackOrigin } from '@/lib/edge/loopback-origin';
import { describeDatabase } from '@/lib/db/location';
import { emptySelection } from '@/lib/shop/catalogue';
import type { Shop } from '@/lib/shop/data/backend';
import { recordStart } from './ready-line';
import { requestExpiry } from '@/lib/edge/internal-expire';
import { internalKey } from '@/lib/security/internal-signature';
import { signingSecret } from '@/lib/security/signing-secret';
import { logRequests } from '../../edge/request-log';
import { onStop } from '../../runtime/shutdown';

/** Stops the process with one plain line an operator can act on (also before logging is set up). */
function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** How long the start-up waits for the product count: a hung shop server must not hold the start. */
const COUNT_WAIT_MS = 3000;

/** Products shoppers can find, catalogue and garage sale; null when the shop does not say in time. */
async function productCount(shop: Shop): Promise<number | null> {
  const counted = Promise.all([shop.catalogue.count(emptySelection()), shop.catalogue.count(emptySelection(), 'garage')]).then(([catalogue, garage]) => catalogue + garage);
  const late = new Promise<null>((resolve) => setTimeout(resolve, COUNT_WAIT_MS, null).unref());
  return Promise.race([counted.catch(() => null), late]);
}

/** The start-up's findings, said by the server's ready line (ready-line.ts). */
async function recordFacts(shop: Shop, { SHOP_API_URL, DATABASE_URL, DATA_DIR }: Pick<Config, 'SHOP_API_URL' | 'DATABASE_URL' | 'DATA_DIR'>) {
  const { seededOnThisStart } = await import('@/lib/shop/data/database');
  const shopServer = SHOP_API_URL ? new URL(SHOP_API_URL) : undefined;
  recordStart({
    mode: shopServer ? 'remote' : 'embedded',
    // Never the user, password or query of the address.
    shopServer: shopServer && `${shopServer.origin}${shopServer.pathname.replace(/\/+$/, '')}`,
    database: describeDatabase(DATABASE_URL, DATA_DIR),
    products: await productCount(shop),
    seeded: seededOnThisStart(),
  });
}

/**
 * Runs once when the Node server starts (instrumentation.ts): checks every setting, starts
 * request logging, and opens the embedded database so a locked data
 * directory stops this process instead of leaving it up and answering 500.
 */
export async function startServer() {
  const result = parseConfig(process.env);
  if (!result.ok) refuseToStart(result.message);
  if (process.env.SHOP_SERVER !== '1')
    refuseToStart('Start the shop with `npm start` (or `npm run dev`), not `next start`: its own server sets the client address that rate limits read (docs/operations.md)');
  logRequests(logger);
  // Opened now, so rate limits and the cache count in Redis from the first request on.
  const { redis } = await import('@/lib/cache/redis');
  redis();
  // A remote shop needs the database too (sessions, rate limits, reactions).
  let shop: Shop;
  try {
    const { backend } = await import('@/lib/shop/data/backend');
    shop = backend();
    await shop.health.ready();
  } catch (error) {
    // A failed query's message carries its bound values (customer data); the cause says why.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    refuseToStart(redactText(message.length > 300 ? `${message.slice(0, 300)}…` : message) + redactText(cause));
  }
  // The mail sender and the sweep of unpaid orders; on stop the sender sends what is due once more.
  const { db } = await import('@/lib/db/client');
  const { startBackgroundWork, stopBackgroundWork } = await import('@/lib/shop/serving/background');
  // The sweep expires pages through this server's own route: reached where the shop's server listens.
  const { BIND_ADDRESS, PORT, DATABASE_URL, SHOP_API_URL } = result.config;
  const origin = loopbackOrigin({ address: BIND_ADDRESS ?? '0.0.0.0', port: PORT, family: '' });
  startBackgroundWork(db, { origin });
  onStop('mail and order sweep', 'flush', stopBackgroundWork);
  await recordFacts(shop, result.config);
  // Imports and operators' commands beside the running servers announce what they change; each server expires it (issue 39).
  if (DATABASE_URL && !SHOP_API_URL) {
    const { followAnnouncedExpiry } = await import('./announced-expiry');
    const key = internalKey(signingSecret());
    const following = followAnnouncedExpiry(DATABASE_URL, (expiry) => requestExpiry(origin, expiry, key), {
      info: (text) => logger.info(text),
      // The reason as a field: a failed fetch's error comes from another realm and the error serializer shows it empty.
      warn: (error, text) => logger.warn({ reason: reasonOf(error) }, text),
    });
    onStop('announced expiry', 'close', () => following.stop());
  }
}

/** Why a call failed, in a few words: the cause underneath ("connect ECONNREFUSED 127.0.0.1:3000") rather than "fetch failed". */
function reasonOf(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: string; cause?: { message?: string } };
  return cause?.message || message || String(error);
}
