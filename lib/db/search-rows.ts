import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './database';
import { products, productSearch, productTranslations } from './schema';

/**
 * Runs `work` with the triggers that keep search current on every product write (migrations 0008
 * and 0013) off, for a writer that then calls `writeSearchRows` once over what it wrote: per row,
 * the triggers write each search row, then rewrite it when the product's translations arrive.
 * Turning them off locks products and product_translations against other writers (not readers)
 * until the caller's transaction ends, so no one else's write slips past them meanwhile.
 */
export async function withSearchTriggersOff<T>(database: Pick<Database, 'execute'>, work: () => Promise<T>): Promise<T> {
  await database.execute(sql`alter table ${products} disable trigger products_search_sync`);
  await database.execute(sql`alter table ${productTranslations} disable trigger user`);
  const result = await work();
  await database.execute(sql`alter table ${products} enable trigger products_search_sync`);
  await database.execute(sql`alter table ${productTranslations} enable trigger user`);
  return result;
}

/**
 * The search rows (product_search) of the products `ids` (every product when left out) and the
 * words they add to the vocabulary (search_words), in two set-based statements that write what the
 * triggers write a row at a time: the English search document joined with the names in every
 * language, in the languages' order (as the trigger reads them through the translations' key). Rows go in featured order, the order search reads them in (lib/shop/search/embedded/walk.ts).
 */
export async function writeSearchRows(database: Pick<Database, 'execute'>, ids?: number[]): Promise<void> {
  if (ids && !ids.length) return;
  // A join on the unnested list, not `= any(...)`, which is checked against every element for each row.
  const only = (column: SQL) => (ids ? sql`join unnest(${`{${ids.join(',')}}`}::int[]) as only_ids(id) on only_ids.id = ${column}` : sql``);
  await database.execute(sql`
    insert into ${productSearch} (id, featured_rank, vehicles, document, name)
    select p.id, p.featured_rank, p.vehicles, p.search_document || coalesce(t.names, ''::tsvector), lower(p.name)
    from ${products} p
    ${only(sql`p.id`)}
    left join (
      select product_id, to_tsvector('simple', string_agg(name, ' ' order by locale)) as names
      from ${productTranslations} pt ${only(sql`pt.product_id`)} where name is not null group by product_id
    ) t on t.product_id = p.id
    order by p.featured_rank, p.id
    on conflict (id) do update set featured_rank = excluded.featured_rank, vehicles = excluded.vehicles, document = excluded.document, name = excluded.name`);
  await database.execute(sql`
    insert into search_words (word)
    select distinct unnest(tsvector_to_array(s.document)) from ${productSearch} s ${only(sql`s.id`)}
    on conflict do nothing`);
}
