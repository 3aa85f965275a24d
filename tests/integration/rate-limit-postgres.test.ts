/**
 * Without Redis, instances on one PostgreSQL count against one budget in the database (two
 * isolated copies of the module stand for two instances, each with its own memory); the
 * embedded PGlite shop, one process, counts in memory. The PostgreSQL case runs in
 * scripts/test-postgres.sh, where TEST_DATABASE_URL names the server.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import type * as RateLimit from '@/lib/api/rate-limit';
import { rateLimitCounts } from '@/lib/db/schema';
import { withTestDatabase } from './helpers/test-db';

const database = withTestDatabase();

function instance(): typeof RateLimit {
  let loaded: typeof RateLimit | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof RateLimit>('@/lib/api/rate-limit');
  });
  return loaded!;
}

afterEach(() => {
  delete process.env.DATABASE_URL;
});

const server = process.env.TEST_DATABASE_URL;
(server ? it : it.skip)('two instances on one PostgreSQL share one budget in the database', async () => {
  // The URL only selects the store; the database itself is the test's, already open.
  process.env.DATABASE_URL = server;
  const [first, second] = [instance(), instance()];
  const key = `test-${randomUUID()}`;
  const budget = first.RATE_LIMITS.newsletter.points;
  const answers = [];
  for (let hit = 0; hit < budget + 1; hit++) answers.push(await (hit % 2 ? first : second).consume('newsletter', key));
  expect(answers.filter((answer) => answer.allowed)).toHaveLength(budget);
  expect(answers.at(-1)).toMatchObject({ allowed: false });
  const [row] = await (await database()).select().from(rateLimitCounts).where(eq(rateLimitCounts.key, `yps-rl:newsletter:${key}`));
  expect(row.points).toBe(budget + 1);
  await second.forget('newsletter', key);
  expect((await first.consume('newsletter', key)).allowed).toBe(true);
});

it('the embedded shop counts in its own memory and writes nothing to the database', async () => {
  const limits = instance();
  const key = `test-${randomUUID()}`;
  const budget = limits.RATE_LIMITS.newsletter.points;
  for (let hit = 0; hit < budget; hit++) expect((await limits.consume('newsletter', key)).allowed).toBe(true);
  expect((await limits.consume('newsletter', key)).allowed).toBe(false);
  expect((await instance().consume('newsletter', key)).allowed).toBe(true);
  expect(await (await database()).select().from(rateLimitCounts).where(like(rateLimitCounts.key, `%${key}`))).toEqual([]);
});
