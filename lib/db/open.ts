import fs from 'node:fs';
import path from 'node:path';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { pgliteDirectory } from './location';
import { onStop } from '../runtime/shutdown';
import { logger } from '../runtime/logger';
import { answerBackupRequests } from './backup';
import type { Database } from './database';

export type { Database } from './database';

export type OpenOptions = {
  /** Use an in-memory PGlite (tests) instead of DATA_DIR or DATABASE_URL. */
  memory?: boolean;
  /** A PostgreSQL server to use instead of DATABASE_URL (tests on a real server). */
  url?: string;
  /** Work after migrating and before the first use, under the prepare lock (tests seed the demo catalogue here). */
  prepare?: (database: Database) => Promise<unknown>;
};

const migrationsFolder = () => path.join(process.cwd(), 'lib/db/migrations');

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.url ?? (options.memory ? undefined : process.env.DATABASE_URL);
  const seed = async (database: Database) => {
    await options.prepare?.(database);
  };
  if (url) return openPostgres(url, seed);
  const database = await openPglite(options.memory);
  await seed(database);
  return database;
}

/** Any fixed number: every instance of the shop takes this advisory lock to prepare the database. */
const PREPARE_LOCK = 7_240_311;

/**
 * Runs one-time preparation (migrations, backfills, the seed) while holding a lock every
 * instance on the same PostgreSQL takes: instances started together would otherwise do the
 * same work at once; the others wait here and then find it done. The lock has a connection of
 * its own, so the pool keeps all of its own for the work. Without a URL (PGlite, one process)
 * the work just runs.
 */
export async function underPrepareLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const { default: postgres } = await import('postgres');
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${PREPARE_LOCK})`;
    return await work();
  } finally {
    await lock.end({ timeout: 5 });
  }
}

async function openPostgres(url: string, seed: (database: Database) => Promise<void>): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(url, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10), onnotice: () => {} });
  onShutdown('database', () => client.end({ timeout: 5 }));
  const database = drizzle(client, { schema }) as unknown as Database;
  await underPrepareLock(url, async () => {
    await migrate(database as never, { migrationsFolder: migrationsFolder() });
    await seed(database);
  });
  return database;
}

async function openPglite(memory?: boolean): Promise<Database> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  let dataDir: string | undefined;
  let release = () => {};
  if (!memory) {
    dataDir = pgliteDirectory(process.env.DATA_DIR ?? '.data');
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  // PGlite's page cache lives in the server's own memory (PostgreSQL's default 128 MB); the
  // operating system caches the files behind it anyway, so a smaller one keeps the server
  // within its memory budget (docs/decisions.md, "Admission by expected wait, refusals held a moment") at the cost of a copy on a miss.
  const buffers = `shared_buffers=${Number(process.env.PGLITE_BUFFERS_MB ?? 48)}MB`;
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', buffers],
    // Uploaded photos are bytea (lib/shop/talk/uploads.ts).
    parsers: { [types.BYTEA]: parseBytea },
    serializers: { [types.BYTEA]: serializeBytea },
  });
  if (dataDir) {
    answerBackupRequests(client, path.dirname(dataDir), (error, target) =>
      error ? logger.error({ err: error, target }, 'backup failed') : logger.info({ target }, 'backup written'),
    );
  }
  // The lock goes only once the files are closed, so no other process opens them half-written.
  onShutdown('database', async () => {
    await client.close();
    release();
  });
  const database = drizzle(client, { schema });
  await migrate(database, { migrationsFolder: migrationsFolder() });
  return database as unknown as Database;
}

/**
 * The server closes the database after its last request (lib/runtime/shutdown.ts); a script
 * (seed, tests) closes it when it has nothing left to do.
 */
function onShutdown(name: string, close: () => unknown) {
  onStop(name, 'close', close);
  process.once('beforeExit', async () => {
    try {
      await close();
    } catch {
      // Exiting anyway: nothing useful can be done with a failed close.
    }
  });
}

/**
 * PGlite's own bytea codec works byte by byte in JavaScript (an array of two-digit strings on the
 * way in, a parseInt per byte on the way out): six 2.8 MB photos took 14 s to write and 6 s to
 * read, with RSS 300 MB higher, on a busy 2-core machine. Node's hex codec does the same work in
 * native code: 3.7 s and 0.8 s, no growth. Both speak PostgreSQL's hex format (`\x0a1b…`).
 */
export const parseBytea = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

export const serializeBytea = (value: Uint8Array): string => `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
