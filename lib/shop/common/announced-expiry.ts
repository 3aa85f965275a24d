/**
 * Changes made outside the servers (a catalogue import, an operator's command) reach every
 * running instance through the database they share: the command announces what it changed on a
 * PostgreSQL channel, and each instance listening there (lib/shop/serving/announced-expiry.ts)
 * expires those pages through its own tag expiry. No instance addresses, and no Redis needed.
 * Announced inside a transaction, the notice is delivered when it commits, never before the change
 * is visible, and not at all if it rolls back. The embedded shop's server is stopped while a
 * command holds its database, so nothing listens: its page cache, the one cache that outlives the
 * process, is removed instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pageCacheRoot } from '../../cache/page-cache-handler.mjs';
import type { Database } from '../../db/open';
import type { Expiry } from '../../edge/internal-expire';

export const EXPIRY_CHANNEL = 'shop_expiry';

/** A notice's payload must stay under PostgreSQL's 8,000 bytes: 500 ids of up to 10 digits are about 5.5 KB. */
const PRODUCTS_PER_NOTICE = 500;

/** The payloads announcing an expiry, in as many notices as its products need. */
export function noticesOf(expiry: Expiry): string[] {
  if ('catalogue' in expiry) return [JSON.stringify({ catalogue: true })];
  const ids = [...new Set(expiry.products)];
  const notices: string[] = [];
  for (let start = 0; start < ids.length; start += PRODUCTS_PER_NOTICE) notices.push(JSON.stringify({ products: ids.slice(start, start + PRODUCTS_PER_NOTICE) }));
  return notices;
}

/** The expiry a notice announces, or null for a payload this version does not know. */
export function expiryOfNotice(payload: string): Expiry | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { catalogue, products } = value as { catalogue?: unknown; products?: unknown };
  if (catalogue === true) return { catalogue: true };
  if (Array.isArray(products) && products.length && products.every((id) => Number.isSafeInteger(id) && id > 0)) return { products };
  return null;
}

/** The data folder of an embedded database kept in files (PGlite's own `dataDir`, `$DATA_DIR/pglite`). */
const embeddedDataDir = (database: Database) => (database as unknown as { $client: { dataDir?: unknown } }).$client.dataDir;

/**
 * Tells every server of `database` to expire these pages: running instances once `transaction`
 * (when given, else the statement) commits; the embedded shop's stopped server by removing its
 * page cache, so it starts with none older than the change.
 */
export async function announceExpiry(database: Database, expiry: Expiry, transaction: Pick<Database, 'execute'> = database): Promise<void> {
  for (const notice of noticesOf(expiry)) await transaction.execute(sql`select pg_notify(${EXPIRY_CHANNEL}, ${notice})`);
  const dataDir = embeddedDataDir(database);
  if (typeof dataDir === 'string') fs.rmSync(pageCacheRoot(path.dirname(dataDir)), { recursive: true, force: true });
}
