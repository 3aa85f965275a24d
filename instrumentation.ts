/**
 * Opens the database (and seeds a fresh one for the embedded shop) when the server starts, so
 * the first shopper does not wait for it. A remote shop needs it too, for sessions, rate limits
 * and reaction deduplication. Skipped while `next build` runs: the build never needs it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { db } = await import('./lib/db/client');
  await db();
}
