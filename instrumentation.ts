/**
 * Records each request's TCP peer address, and opens the database (and seeds a fresh one for
 * the embedded shop) when the server starts, so the first shopper does not wait for it. A remote
 * shop needs it too, for sessions and reaction deduplication. Skipped while `next build` runs:
 * the build never needs it. Then the mail sender and the order sweep start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before the first request: rate limits key on the address this records.
  const { recordPeerAddresses } = await import('./lib/server/peer-address');
  recordPeerAddresses();
  const { db } = await import('./lib/db/client');
  await db();
  const { startBackgroundWork } = await import('./lib/background/work');
  startBackgroundWork(db);
}
