import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { Database } from '@/lib/db/open';
import { openShopDatabase } from '@/lib/shop/data/database';
import { seedIfEmpty } from '@/lib/shop/catalogue/demo/seed';

const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database> };
type Closable = { $client: { close?: () => Promise<void>; end?: () => Promise<void> } };

/**
 * `with (force)` ends the test's own connections, but a non-superuser may not end the server's:
 * an autovacuum worker still busy with the freshly seeded tables makes the drop fail with 42501
 * (insufficient privilege). That worker finishes in moments, so the drop is tried again.
 */
async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Each test file gets its own seeded database, installed where lib/db/client looks first, so
 * route handlers run against a real database: an in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs both), seeded with the demo
 * catalogue (of `products` products when given).
 */
export function withTestDatabase(options: { products?: number } = {}): () => Promise<Database> {
  const prepare = (database: Database) => seedIfEmpty(database, options);
  const server = process.env.TEST_DATABASE_URL;
  const name = `shop_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

  beforeAll(async () => {
    if (server) {
      const admin = postgres(server, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      await admin.end();
      const url = new URL(server);
      url.pathname = `/${name}`;
      holder.__shopDb = openShopDatabase({ url: url.toString(), prepare });
    } else {
      holder.__shopDb = openShopDatabase({ memory: true, prepare });
    }
    await holder.__shopDb;
  }, 120_000);

  afterAll(async () => {
    const database = (await holder.__shopDb) as unknown as Closable | undefined;
    holder.__shopDb = undefined;
    // An open client keeps the jest worker alive. postgres.js's `end`, not its `close`: `close` leaves
    // the connection of a `listen` open, and the drop below then ended it under the worker, whose
    // stray `read ECONNRESET` failed whichever file ran next there (PGlite has only `close`).
    await (database?.$client.end ?? database?.$client.close)?.call(database?.$client);
    if (server) {
      const admin = postgres(server, { max: 1, onnotice: () => {} });
      // A connection of this file's still open would be ended by the drop under a later file: fail here instead.
      const left = await admin<{ application_name: string; query: string }[]>`select application_name, query from pg_stat_activity where datname = ${name} and usename = current_user and pid <> pg_backend_pid()`;
      await dropDatabase(admin, name);
      await admin.end();
      if (left.length > 0) throw new Error(`connections left open on ${name}: ${JSON.stringify(left)}`);
    }
  });

  return () => holder.__shopDb!;
}

/** A request as our own pages send it: JSON, from this origin (state-changing routes refuse others). */
export function jsonRequest(path: string, body?: unknown, init: RequestInit = {}): Request {
  return new Request(`http://shop.test${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(init.headers ?? {}) },
  });
}
