/**
 * Without Redis, instances on one PostgreSQL count against one budget in the database (two
 * isolated copies of the module stand for two instances, each with its own memory); the
 * embedded PGlite shop, one process, counts in memory. The PostgreSQL case runs in
 * scripts/test-postgres.sh, where TEST_DATABASE_URL names the server.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { rateLimitCounts } from '@/lib/db/schema';
import { rateLimitInstance, spendNewsletterBudgetAcross } from './helpers/rate-limit-instances';
import { withTestDatabase } from './helpers/test-db';

const database = withTestDatabase();

afterEach(() => {
  delete process.env.DATABASE_URL;
});

const server = process.env.TEST_DATABASE_URL;
(server ? it : it.skip)('two instances on one PostgreSQL share one budget in the database', async () => {
  // The URL only selects the store; the database itself is the test's, already open.
  process.env.DATABASE_URL = server;
  const [first, second] = [rateLimitInstance(), rateLimitInstance()];
  const key = `test-${randomUUID()}`;
  const { budget, answers } = await spendNewsletterBudgetAcross(first, second, key);
  expect(answers.filter((answer) => answer.allowed)).toHaveLength(budget);
  expect(answers.at(-1)).toMatchObject({ allowed: false });
  const [row] = await (await database()).select().from(rateLimitCounts).where(eq(rateLimitCounts.key, `yps-rl:newsletter:${key}`));
  expect(row.points).toBe(budget + 1);
  await second.forget('newsletter', key);
  expect((await first.consume('newsletter', key)).allowed).toBe(true);
});

it('the embedded shop counts in its own memory and writes nothing to the database', async () => {
  const limits = rateLimitInstance();
  const key = `test-${randomUUID()}`;
  const budget = limits.RATE_LIMITS.newsletter.points;
  for (let hit = 0; hit < budget; hit++) expect((await limits.consume('newsletter', key)).allowed).toBe(true);
  expect((await limits.consume('newsletter', key)).allowed).toBe(false);
  expect((await rateLimitInstance().consume('newsletter', key)).allowed).toBe(true);
  expect(await (await database()).select().from(rateLimitCounts).where(like(rateLimitCounts.key, `%${key}`))).toEqual([]);
});
