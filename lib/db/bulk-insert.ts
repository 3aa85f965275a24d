import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './open';
import { executeRows } from './execute-rows';

/**
 * Many rows in one statement: the rows travel as one JSON parameter that json_to_recordset turns
 * back into rows, so a batch of thousands costs one round trip and one parameter, where a
 * multi-row VALUES costs a parameter per cell (PostgreSQL takes at most 65,535, so about 500 wide
 * rows a statement). Works the same on PGlite and on a PostgreSQL server; the seed writes its
 * large tables through it (docs/decisions.md, "Large imports").
 *
 * Every row sets the same columns (the first row's); a column a row leaves out is written as null.
 * `onConflict` ends the statement (`on conflict (...) do update set ...`), for an upsert.
 * Answers the ids of the rows written, in the order given, when the table has an `id` column.
 */
export async function bulkInsert<T extends PgTable>(database: Pick<Database, 'execute'>, table: T, rows: T['$inferInsert'][], onConflict?: SQL): Promise<number[]> {
  if (!rows.length) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object));
  const { json, names, types } = recordset(rows, columns);
  const hasId = 'id' in getTableColumns(table);
  // WITH ORDINALITY and ORDER BY keep the serial ids in the rows' order, so they can be answered by position.
  const insert: SQL = sql`insert into ${table} (${names})
    select ${names} from rows from (json_to_recordset(${json}::json) as (${types})) with ordinality as r(${names}, ordinality) order by ordinality
    ${onConflict ?? sql``} ${hasId ? sql`returning id` : sql``}`;
  if (!hasId) {
    await database.execute(insert);
    return [];
  }
  const written = await executeRows<{ id: number }>(database as Database, insert);
  return written.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Updates many rows by id in one statement (UPDATE ... FROM json_to_recordset), as bulkInsert
 * inserts them. Each row sets the columns it names (the union over the rows is written; a column a
 * row leaves out is written as null), except that a null in a `keepWhenNull` column keeps the
 * stored value.
 */
export async function bulkUpdate<T extends PgTable>(
  database: Pick<Database, 'execute'>,
  table: T,
  rows: ({ id: number } & Partial<T['$inferInsert']>)[],
  keepWhenNull: string[] = [],
): Promise<void> {
  const all = getTableColumns(table);
  const keys = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(all).filter(([key]) => key !== 'id' && keys.has(key));
  if (!columns.length) return;
  const { json, types } = recordset(rows, [['id', all.id], ...columns]);
  const assignments = columns.map(([key, column]) => {
    const name = sql.identifier(column.name);
    return keepWhenNull.includes(key) ? sql`${name} = coalesce(r.${name}, ${table}.${name})` : sql`${name} = r.${name}`;
  });
  await database.execute(sql`update ${table} set ${sql.join(assignments, sql`, `)}
    from json_to_recordset(${json}::json) as r(${types}) where ${table}.id = r.id`);
}

function recordset(rows: object[], columns: [string, PgColumn][]) {
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = (row as Record<string, unknown>)[key];
          return [column.name, value instanceof Date ? value.toISOString() : value];
        }),
      ),
    ),
  );
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const types = sql.join(columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(recordType(column))}`), sql`, `);
  return { json, names, types };
}

/** A serial column reads back as the integer it is; the other types as declared. */
const recordType = (column: PgColumn) => ({ serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' })[column.getSQLType()] ?? column.getSQLType();
