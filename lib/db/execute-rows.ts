import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** The rows of a raw query: Drizzle's PGlite driver answers `{ rows }`, its postgres-js driver the rows themselves. */
export async function executeRows<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result = (await database.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
