import 'server-only';
import { config } from '@/lib/runtime/config';
import { openDatabase, underPrepareLock, type Database } from './open';

export type { Database } from './open';

/**
 * PGlite is one process and one connection, so the handle lives on globalThis: Next's dev
 * server re-evaluates modules, and a second open of the same directory would corrupt it.
 * Nothing opens at import time, so `next build` never touches the database.
 */
const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database>; __shopSeeded?: Promise<Database> };

/** This server's database, migrated; never seeded here (a remote shop keeps no catalogue in it). */
export function db(): Promise<Database> {
  holder.__shopDb ??= openDatabase().catch((error) => {
    holder.__shopDb = undefined;
    throw error;
  });
  return holder.__shopDb;
}

/** The database with the demo catalogue seeded when it is empty (SEED_ON_START): the embedded shop's. */
export function seededDb(): Promise<Database> {
  holder.__shopSeeded ??= db()
    .then(async (database) => {
      const { SEED_ON_START, DATABASE_URL } = config();
      if (SEED_ON_START) {
        const { seedIfEmpty } = await import('../shop/catalogue/demo/seed');
        await underPrepareLock(DATABASE_URL, () => seedIfEmpty(database));
      }
      return database;
    })
    .catch((error) => {
      holder.__shopSeeded = undefined;
      throw error;
    });
  return holder.__shopSeeded;
}
