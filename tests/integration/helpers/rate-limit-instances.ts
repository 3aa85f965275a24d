import type * as RateLimit from '@/lib/api/rate-limit';

/** A fresh copy of the rate-limit module, with its own memory: one stands for one server instance. */
export function rateLimitInstance(): typeof RateLimit {
  let loaded: typeof RateLimit | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof RateLimit>('@/lib/api/rate-limit');
  });
  return loaded!;
}

/** One request more than the newsletter budget, alternating between two instances; the answers in order. */
export async function spendNewsletterBudgetAcross(first: typeof RateLimit, second: typeof RateLimit, key: string) {
  const budget = first.RATE_LIMITS.newsletter.points;
  const answers = [];
  for (let hit = 0; hit < budget + 1; hit++) answers.push(await (hit % 2 ? first : second).consume('newsletter', key));
  return { budget, answers };
}
