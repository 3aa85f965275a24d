import 'server-only';
import type Redis from 'ioredis';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '@/lib/runtime/config';
import { db, type Database } from '@/lib/db/client';
import { rateLimitCounts } from '@/lib/db/schema';
import { closeRedis, redis } from '@/lib/cache/redis';

export type RateLimitRule = { points: number; duration: number; blockDuration?: number };

const HOUR = 3600;

/**
 * Every limit of the shop: `points` per `duration` seconds for one key (an address, an e-mail,
 * or both). The reasons for each figure are in docs/decisions.md ("Hardening").
 */
export const RATE_LIMITS = {
  register: { points: 5, duration: HOUR },
  /** Failed logins only; a correct password never counts. */
  loginFailuresByAddress: { points: 100, duration: HOUR },
  loginFailuresByEmail: { points: 20, duration: HOUR },
  loginFailuresByEmailAndAddress: { points: 5, duration: 15 * 60 },
  recoverByAddress: { points: 10, duration: HOUR },
  recoverByEmail: { points: 5, duration: HOUR },
  reset: { points: 10, duration: HOUR },
  newsletter: { points: 5, duration: HOUR },
  review: { points: 10, duration: HOUR },
  reaction: { points: 60, duration: HOUR },
  visitor: { points: 20, duration: HOUR },
  upload: { points: 30, duration: HOUR },
  order: { points: 10, duration: HOUR },
  form: { points: 10, duration: HOUR },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type LimitResult = { allowed: boolean; retryAfter: number };

type Store = {
  redisUrl: string | undefined;
  databaseUrl: string | undefined;
  redis: Redis | null;
  database: Database | null;
  limiters: Map<RateLimitName, RateLimiterAbstract>;
};
let store: Store | undefined;

/**
 * The store is chosen by configuration only, so every instance of one deployment counts against
 * the same budget: Redis when REDIS_URL is set; else the shop's PostgreSQL (DATABASE_URL), in
 * the `rate_limit_counts` table; else this process's memory, for the one embedded (PGlite)
 * instance. A shared store that stops answering falls back to memory instead of failing requests.
 */
async function limiter(name: RateLimitName): Promise<RateLimiterAbstract> {
  const { REDIS_URL, DATABASE_URL } = config();
  if (!store || store.redisUrl !== REDIS_URL || store.databaseUrl !== DATABASE_URL) {
    // The process's shared connection, opened at start (lib/shop/serving/start), so the first hits
    // after a start already count in Redis rather than in this process's fallback.
    const shared = REDIS_URL ? (redis() ?? null) : null;
    store = { redisUrl: REDIS_URL, databaseUrl: DATABASE_URL, redis: shared, database: !shared && DATABASE_URL ? await db() : null, limiters: new Map() };
  }
  const current = store;
  if (current.redis) await firstConnection(current.redis);
  let found = current.limiters.get(name);
  if (!found) found = newLimiter(name, current);
  current.limiters.set(name, found);
  return found;
}

function newLimiter(name: RateLimitName, { redis, database }: Store): RateLimiterAbstract {
  const options = { keyPrefix: `yps-rl:${name}`, ...RATE_LIMITS[name] };
  const insuranceLimiter = new RateLimiterMemory(options);
  if (redis) return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter });
  if (database) return new RateLimiterDrizzle({ ...options, storeClient: database, schema: rateLimitCounts, insuranceLimiter });
  return insuranceLimiter;
}

/**
 * Waits (briefly) for the first connection, so an instance that just started counts in Redis
 * from its first request; later outages go straight to the memory fallback instead of waiting.
 */
async function firstConnection(redis: Redis): Promise<void> {
  if (redis.status !== 'connecting' && redis.status !== 'connect') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    redis.once('ready', done).once('error', done);
  });
}

/** Closes the Redis connection (a stopping server, a finished test). */
export async function disconnectRateLimitStore(): Promise<void> {
  store = undefined;
  await closeRedis();
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
const enabled = () => config().RATE_LIMITS;

/** Counts one hit against a key; over the budget the answer says how long to wait. */
export async function consume(name: RateLimitName, key: string, points = 1): Promise<LimitResult> {
  if (!enabled()) return { allowed: true, retryAfter: 0 };
  try {
    await (await limiter(name)).consume(key, points);
    return { allowed: true, retryAfter: 0 };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfter: retryAfter(rejection) };
    throw rejection;
  }
}

/** Whether a key has used up its budget, without counting a hit (for limits on failures only). */
export async function exhausted(name: RateLimitName, key: string): Promise<LimitResult> {
  if (!enabled()) return { allowed: true, retryAfter: 0 };
  const res = await (await limiter(name)).get(key);
  if (!res || res.consumedPoints < RATE_LIMITS[name].points) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: retryAfter(res) };
}

/** Forgets a key's count (a successful login clears that address's failures for the account). */
export async function forget(name: RateLimitName, key: string): Promise<void> {
  if (enabled()) await (await limiter(name)).delete(key);
}
