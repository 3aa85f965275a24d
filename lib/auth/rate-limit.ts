import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';

export type RateLimitRule = { limit: number; windowSeconds: number };

export const RATE_LIMITS = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  register: { limit: 5, windowSeconds: 60 * 60 },
  recover: { limit: 5, windowSeconds: 60 * 60 },
  newsletter: { limit: 5, windowSeconds: 60 * 60 },
  review: { limit: 10, windowSeconds: 60 * 60 },
  upload: { limit: 30, windowSeconds: 60 * 60 },
  order: { limit: 20, windowSeconds: 60 * 60 },
  form: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts a hit in a fixed window kept in the database (so it holds across restarts and,
 * on PostgreSQL, across processes). Returns the seconds to wait when over the limit.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfter: number }> {
  if (process.env.RATE_LIMITS === 'off') return { allowed: true, retryAfter: 0 };
  const database = await db();
  const window = `${rule.windowSeconds} seconds`;
  const [row] = await database
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - ${window}::interval then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - ${window}::interval then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const allowed = row.count <= rule.limit;
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil((row.windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000));
  return { allowed, retryAfter };
}
