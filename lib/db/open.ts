import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { backfillEffectivePrices } from './effective-price';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenOptions = {
  /** Use an in-memory PGlite (tests) instead of DATA_DIR or DATABASE_URL. */
  memory?: boolean;
  /** A PostgreSQL server to use instead of DATABASE_URL (tests on a real server). */
  url?: string;
  seedWhenEmpty?: boolean;
  seedProducts?: number;
};

const migrationsFolder = () => path.join(process.cwd(), 'lib/db/migrations');

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.url ?? (options.memory ? undefined : process.env.DATABASE_URL);
  const database = url ? await openPostgres(url) : await openPglite(options.memory);
  await backfillEffectivePrices(database);
  if (options.seedWhenEmpty) {
    const { seedIfEmpty } = await import('./seed');
    await seedIfEmpty(database, { products: options.seedProducts });
  }
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), onnotice: () => {} });
  const database = drizzle(client, { schema });
  await migrate(database, { migrationsFolder: migrationsFolder() });
  onShutdown(() => client.end({ timeout: 5 }));
  return database as unknown as Database;
}

async function openPglite(memory?: boolean): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  let dataDir: string | undefined;
  if (!memory) {
    dataDir = path.resolve(process.env.DATA_DIR ?? '.data', 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    const release = acquireDataDirLock(dataDir);
    onShutdown(release);
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const database = drizzle(client, { schema });
  await migrate(database, { migrationsFolder: migrationsFolder() });
  onShutdown(() => client.close());
  return database as unknown as Database;
}

function onShutdown(close: () => unknown) {
  const run = async () => {
    try {
      await close();
    } catch {
      // Shutting down: nothing useful can be done with a failed close.
    }
  };
  process.once('beforeExit', run);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void run().finally(() => process.exit(0));
    });
  }
}
