/**
 * Records each request's TCP peer address, and readies the shop when the server starts so the
 * first shopper does not wait: it opens the database (seeding a fresh one for the embedded shop;
 * a remote shop needs it too, for sessions, rate limits and reaction deduplication). Skipped
 * while `next build` runs: the build never needs it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before the first request: rate limits key on the address this records.
  const { recordPeerAddresses } = await import('./lib/server/peer-address');
  recordPeerAddresses();
  const { backend } = await import('./lib/shop/backend');
  await backend().ready();
}
