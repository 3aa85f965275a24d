import 'server-only';
import { openDatabase, type Database } from './open';

export type { Database } from './open';

/**
 * PGlite is one process and one connection, so the handle lives on globalThis: Next's dev
 * server re-evaluates modules, and a second open of the same directory would corrupt it.
 * Nothing opens at import time, so `next build` never touches the database.
 */
const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database> };

/** This server's database, migrated; never seeded here (a remote shop keeps no catalogue in it). */
export function db(): Promise<Database> {
  holder.__shopDb ??= openDatabase().catch((error) => {
    holder.__shopDb = undefined;
    throw error;
  });
  return holder.__shopDb;
}
