import 'server-only';
import { config } from '@/lib/runtime/config';
import { db } from '@/lib/db/client';
import { openDatabase, underPrepareLock, type Database, type OpenOptions } from '@/lib/db/open';
import { backfillEffectivePrices } from '@/lib/shop/catalogue/server';
import { moveUploadFilesIntoDatabase } from '@/lib/shop/talk/server';

/**
 * The embedded shop's database: the platform's handle (lib/db/client.ts), with the shop's
 * one-time upgrades of data that older versions wrote, and the demo catalogue when it is empty.
 * The database layer knows no products or uploads, so these steps live here, with the shop.
 */
const holder = globalThis as typeof globalThis & { __shopSeeded?: Promise<Database>; __shopSeededNow?: boolean };

/** Prices stored before the effective-price column, and upload files from before uploads lived in the database. */
async function upgradeData(database: Database): Promise<void> {
  await backfillEffectivePrices(database);
  await moveUploadFilesIntoDatabase(database);
}

/** A database opened for the shop by a command or a test: migrated, then upgraded, then `options.prepare`. */
export function openShopDatabase(options: OpenOptions = {}): Promise<Database> {
  return openDatabase({
    ...options,
    prepare: async (database) => {
      await upgradeData(database);
      await options.prepare?.(database);
    },
  });
}

/** The database upgraded, with the demo catalogue seeded when it is empty (SEED_ON_START): the embedded shop's. */
export function seededDb(): Promise<Database> {
  holder.__shopSeeded ??= db()
    .then(async (database) => {
      const { SEED_ON_START, DATABASE_URL } = config();
      await underPrepareLock(DATABASE_URL, async () => {
        await upgradeData(database);
        if (!SEED_ON_START) return;
        // Loaded only when asked for: the demo catalogue's data is most of the seed's weight.
        const { seedIfEmpty } = await import('@/lib/shop/catalogue/demo/seed');
        holder.__shopSeededNow = (await seedIfEmpty(database)) !== null;
      });
      return database;
    })
    .catch((error) => {
      holder.__shopSeeded = undefined;
      throw error;
    });
  return holder.__shopSeeded;
}

/** This process wrote the demo catalogue into an empty database (the start-up says so). */
export const seededOnThisStart = () => holder.__shopSeededNow === true;
