/**
 * Opens the database (and seeds a fresh one) when the server starts, so the first shopper
 * does not wait for it, then starts the mail sender and the order sweep. Skipped while
 * `next build` runs: the build never needs the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.SHOP_API_URL) return;
  const { db } = await import('./lib/db/client');
  await db();
  const { startBackgroundWork } = await import('./lib/background/work');
  startBackgroundWork(db);
}
