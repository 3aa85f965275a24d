import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './open';
import { executeRows } from './execute-rows';

/**
 * Runs `work` with the tables' secondary indexes dropped, then builds each again from its own
 * definition, all in the caller's transaction. Filling empty tables this way sorts each index's
 * entries once, where keeping a dozen indexes current row by row (the listing indexes are keyed by
 * name and price, so each row lands on a random page of each) made the seed of a million products
 * on PostgreSQL spend most of its time on index pages (docs/decisions.md, "Large imports"). Indexes that back a
 * constraint (primary keys, unique constraints) stay: later steps look rows up through them.
 */
export async function withIndexesBuiltAfter<T>(database: Pick<Database, 'execute'>, tables: PgTable[], work: () => Promise<T>): Promise<T> {
  const names = sql.join(tables.map((table) => sql`${getTableName(table)}::regclass`), sql`, `);
  const indexes = await executeRows<{ name: string; definition: string }>(
    database as Database,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid in (${names}) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by i.indexrelid`,
  );
  for (const index of indexes) await database.execute(sql`drop index ${sql.raw(index.name)}`);
  const result = await work();
  for (const index of indexes) await database.execute(sql.raw(index.definition));
  return result;
}
