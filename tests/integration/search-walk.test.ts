import { sql } from 'drizzle-orm';
import { withTestDatabase } from './helpers/test-db';
import { seedCatalogue } from '@/lib/db/seed';
import { executeRows } from '@/lib/db/execute-rows';
import { firstMatchesByWalk } from '@/lib/shop/search-walk';

jest.setTimeout(180_000);
const database = withTestDatabase();

/** The first matches in featured order, read the plain way: the whole text index, then a sort. */
const expected = async (tsquery: string, count: number, vehicle?: string) =>
  (
    await executeRows<{ id: number }>(
      await database(),
      sql`select id from product_search where document @@ ${tsquery}::tsquery ${vehicle ? sql`and vehicle = ${vehicle}` : sql``} order by featured_rank, id limit ${count}`,
    )
  ).map((row) => row.id);

beforeAll(async () => {
  await seedCatalogue(await database(), { products: 4000, reset: true });
});

describe('search candidates from the front of the featured order', () => {
  it('are the first matches in featured order when the front holds enough of them', async () => {
    const db = await database();
    for (const [tsquery, count] of [["'exhaust'", 100], ["'carbon' & 'hood'", 40], ["'supra'", 96]] as const) {
      const walked = await firstMatchesByWalk(db, tsquery, null, count);
      expect(walked).not.toBeNull();
      expect(walked).toEqual(await expected(tsquery, count));
    }
  });

  it('keep to the car model asked for', async () => {
    const walked = await firstMatchesByWalk(await database(), "'exhaust'", ['zn8'], 20);
    expect(walked).toEqual(await expected("'exhaust'", 20, 'zn8'));
  });

  it('are left to the text index when the front holds too few', async () => {
    const all = await expected("'hood'", 10_000);
    expect(all.length).toBeGreaterThan(0);
    expect(await firstMatchesByWalk(await database(), "'hood'", null, all.length + 1)).toBeNull();
  });
});
