import 'server-only';
import { config } from '@/lib/config';
import { openDatabase, type Database } from './open';

export type { Database } from './open';

/**
 * PGlite is one process and one connection, so the handle lives on globalThis: Next's dev
 * server re-evaluates modules, and a second open of the same directory would corrupt it.
 * Nothing opens at import time, so `next build` never touches the database.
 */
const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database> };

export function db(): Promise<Database> {
  // With a remote shop this database keeps only what this server owns (sessions, rate limits,
  // reaction deduplication): no catalogue is seeded.
  const { SEED_ON_START, SHOP_API_URL } = config();
  holder.__shopDb ??= openDatabase({ seedWhenEmpty: SEED_ON_START && !SHOP_API_URL }).catch((error) => {
    holder.__shopDb = undefined;
    throw error;
  });
  return holder.__shopDb;
}
