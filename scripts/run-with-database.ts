import type { Database } from '../lib/db/open';
import { openShopDatabase } from '../lib/shop/data/database';

type Closable = { $client: { close?: () => Promise<void>; end?: () => Promise<void> } };

/**
 * Runs an operator command on the shop's database and exits with its code. The database is
 * closed first: PGlite writes its files on close, so a process that exits without it can lose
 * the last change.
 */
export function runWithDatabase(main: (database: Database, argv: string[]) => Promise<number>, argv = process.argv.slice(2)): void {
  const run = async () => {
    const database = await openShopDatabase();
    try {
      return await main(database, argv);
    } finally {
      const client = (database as unknown as Closable).$client;
      await (client.close ?? client.end)?.call(client);
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
