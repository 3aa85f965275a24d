/**
 * With REDIS_URL set, two processes count against one budget (two isolated copies of the module
 * stand for two instances; runs when TEST_REDIS_URL names a Redis database the test may use),
 * and a Redis that does not answer leaves each process counting in memory rather than failing.
 */
import { randomUUID } from 'node:crypto';
import type * as RateLimit from '@/lib/api/rate-limit';

function instance(): typeof RateLimit {
  let loaded: typeof RateLimit | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof RateLimit>('@/lib/api/rate-limit');
  });
  return loaded!;
}

afterEach(() => {
  delete process.env.REDIS_URL;
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? it : it.skip)('two instances share one budget in Redis', async () => {
  process.env.REDIS_URL = redisUrl;
  const [first, second] = [instance(), instance()];
  const key = `test-${randomUUID()}`;
  const budget = first.RATE_LIMITS.newsletter.points;
  const answers = [];
  for (let hit = 0; hit < budget + 1; hit++) answers.push(await (hit % 2 ? first : second).consume('newsletter', key));
  expect(answers.filter((answer) => answer.allowed)).toHaveLength(budget);
  expect(answers.at(-1)).toMatchObject({ allowed: false });
  await first.forget('newsletter', key);
  await first.disconnectRateLimitStore();
  await second.disconnectRateLimitStore();
});

it('keeps limiting in memory when Redis does not answer', async () => {
  process.env.REDIS_URL = 'redis://127.0.0.1:1/4';
  const limits = instance();
  const budget = limits.RATE_LIMITS.newsletter.points;
  const answers = [];
  for (let hit = 0; hit < budget + 1; hit++) answers.push(await limits.consume('newsletter', 'offline'));
  expect(answers.filter((answer) => answer.allowed)).toHaveLength(budget);
  expect(answers.at(-1)).toMatchObject({ allowed: false });
  await limits.disconnectRateLimitStore();
});
