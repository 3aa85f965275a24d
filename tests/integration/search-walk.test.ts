import { sql, type SQL } from 'drizzle-orm';
import { withTestDatabase } from './helpers/test-db';
import { seedCatalogue } from '@/lib/shop/catalogue/demo/seed';
import { executeRows } from '@/lib/db/execute-rows';
import { candidateIds } from '@/lib/shop/search/embedded/walk';

jest.setTimeout(180_000);
const database = withTestDatabase();

/** The first matches in featured order, the plain way: the whole text index, then a sort. Candidates are a set (the shop asks `id in (...)`). */
const plain = (tsquery: string, count: number, vehicle?: string) =>
  sql`select id from product_search where document @@ ${tsquery}::tsquery ${vehicle ? sql`and (${vehicle} = any(vehicles) or vehicles = '{}')` : sql``} order by featured_rank, id limit ${count}`;
const ids = async (query: SQL) => (await executeRows<{ id: number }>(await database(), sql`select distinct id from (${query}) as c`)).map((row) => row.id).sort((a, b) => a - b);
/** Fails the statement if it is ever run (a division by zero on each row, which the planner cannot fold away). */
const neverRun = sql`select id from product_search where 1 / (id - id) = 1`;

beforeAll(async () => {
  await seedCatalogue(await database(), { products: 4000, reset: true });
});

describe('search candidates', () => {
  it('come from the front of the featured order when it holds enough matches, without running the bands', async () => {
    for (const [tsquery, count] of [["'exhaust'", 100], ["'carbon' & 'hood'", 40], ["'supra'", 96]] as const) {
      const expected = await ids(plain(tsquery, count));
      expect(expected).toHaveLength(count);
      expect(await ids(candidateIds(tsquery, null, count, neverRun))).toEqual(expected);
    }
  });

  it('keep to the car model asked for', async () => {
    expect(await ids(candidateIds("'exhaust'", ['zn8'], 20, neverRun))).toEqual(await ids(plain("'exhaust'", 20, 'zn8')));
  });

  it('are the bands\' when the front holds too few', async () => {
    const all = await ids(plain("'hood'", 10_000));
    expect(all.length).toBeGreaterThan(0);
    const failure = await ids(candidateIds("'hood'", null, all.length + 1, neverRun)).catch((error: { cause?: Error }) => String(error.cause?.message ?? error));
    expect(failure).toMatch(/division by zero/);
    expect(await ids(candidateIds("'hood'", null, all.length + 1, plain("'hood'", all.length + 1)))).toEqual(all);
  });
});
