import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { logger } from '@/lib/log/logger';
import { redactText } from '@/lib/log/redact';
import { recordPeerAddresses } from './peer-address';
import { logRequests } from './request-log';
import { installGracefulStop, onStop } from './shutdown';

/** Stops the process with one plain line an operator can act on (also before logging is set up). */
function refuseToStart(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Runs once when the Node server starts (instrumentation.ts): checks every setting, starts
 * request logging and the graceful stop, and opens the embedded database so a locked data
 * directory stops this process instead of leaving it up and answering 500.
 */
export async function startServer() {
  // The standalone server.js overwrote PORT with the port it bound; check the one the operator gave
  // (scripts/standalone-assets.mjs keeps it).
  const givenPort = process.env.SHOP_PORT_AS_GIVEN;
  const result = parseConfig(givenPort === undefined ? process.env : { ...process.env, PORT: givenPort });
  if (!result.ok) refuseToStart(result.message);
  // server.js changes into .next/standalone, which the next build replaces: data there would be lost.
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG && !path.isAbsolute(result.config.DATA_DIR))
    refuseToStart('Invalid configuration: DATA_DIR must be an absolute path for the standalone server (a relative one would sit inside the build folder)');
  // Before the first request: rate limits key on the address this records.
  recordPeerAddresses();
  logRequests(logger);
  installGracefulStop(logger);
  // Opened now, so rate limits and the cache count in Redis from the first request on.
  const { redis } = await import('@/lib/redis/client');
  redis();
  // A remote shop needs the database too (sessions, rate limits, reactions).
  try {
    const { backend } = await import('@/lib/shop/backend');
    await backend().ready();
  } catch (error) {
    // A failed query's message carries its bound values (customer data); the cause says why.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    refuseToStart(redactText(message.length > 300 ? `${message.slice(0, 300)}…` : message) + redactText(cause));
  }
  // The mail sender and the sweep of unpaid orders; on stop the sender sends what is due once more.
  const { db } = await import('@/lib/db/client');
  const { startBackgroundWork, stopBackgroundWork } = await import('@/lib/background/work');
  startBackgroundWork(db);
  onStop('mail and order sweep', 'flush', stopBackgroundWork);
}
