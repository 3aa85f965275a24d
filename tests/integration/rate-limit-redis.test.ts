/**
 * With REDIS_URL set, two processes count against one budget (two isolated copies of the module
 * stand for two instances; runs when TEST_REDIS_URL names a Redis database the test may use),
 * and a Redis that does not answer leaves each process counting in memory rather than failing.
 */
import { randomUUID } from 'node:crypto';
import { rateLimitInstance, spendNewsletterBudgetAcross } from './helpers/rate-limit-instances';

afterEach(() => {
  delete process.env.REDIS_URL;
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? it : it.skip)('two instances share one budget in Redis', async () => {
  process.env.REDIS_URL = redisUrl;
  const [first, second] = [rateLimitInstance(), rateLimitInstance()];
  const key = `test-${randomUUID()}`;
  const { budget, answers } = await spendNewsletterBudgetAcross(first, second, key);
  expect(answers.filter((answer) => answer.allowed)).toHaveLength(budget);
  expect(answers.at(-1)).toMatchObject({ allowed: false });
  await first.forget('newsletter', key);
  await first.disconnectRateLimitStore();
  await second.disconnectRateLimitStore();
});

it('keeps limiting in memory when Redis does not answer', async () => {
  process.env.REDIS_URL = 'redis://127.0.0.1:1/4';
  const limits = rateLimitInstance();
  const { budget, answers } = await spendNewsletterBudgetAcross(limits, limits, 'offline');
  expect(answers.filter((answer) => answer.allowed)).toHaveLength(budget);
  expect(answers.at(-1)).toMatchObject({ allowed: false });
  await limits.disconnectRateLimitStore();
});
