import 'server-only';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '@/lib/config';

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

let store: { redisUrl: string | undefined; redis: Redis | null; limiters: Map<RateLimitName, RateLimiterAbstract> } | undefined;

/**
 * The store is chosen by configuration only: Redis when REDIS_URL is set, so every instance
 * counts against the same budget, else this process's memory (one embedded instance). A Redis
 * that stops answering falls back to memory instead of failing requests.
 */
function limiter(name: RateLimitName): RateLimiterAbstract {
  const { REDIS_URL } = config();
  if (!store || store.redisUrl !== REDIS_URL) {
    store?.redis?.disconnect();
    const redis = REDIS_URL ? new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
    // ioredis reconnects by itself; an unhandled 'error' event would otherwise end the process.
    redis?.on('error', () => {});
    store = { redisUrl: REDIS_URL, redis, limiters: new Map() };
  }
  const current = store;
  let found = current.limiters.get(name);
  if (!found) {
    const options = { keyPrefix: `yps-rl:${name}`, ...RATE_LIMITS[name] };
    found = current.redis
      ? new RateLimiterRedis({ ...options, storeClient: current.redis, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    current.limiters.set(name, found);
  }
  return found;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
const enabled = () => config().RATE_LIMITS;

/** Counts one hit against a key; over the budget the answer says how long to wait. */
export async function consume(name: RateLimitName, key: string, points = 1): Promise<LimitResult> {
  if (!enabled()) return { allowed: true, retryAfter: 0 };
  try {
    await limiter(name).consume(key, points);
    return { allowed: true, retryAfter: 0 };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfter: retryAfter(rejection) };
    throw rejection;
  }
}

/** Whether a key has used up its budget, without counting a hit (for limits on failures only). */
export async function exhausted(name: RateLimitName, key: string): Promise<LimitResult> {
  if (!enabled()) return { allowed: true, retryAfter: 0 };
  const res = await limiter(name).get(key);
  if (!res || res.consumedPoints < RATE_LIMITS[name].points) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: retryAfter(res) };
}

/** Forgets a key's count (a successful login clears that address's failures for the account). */
export async function forget(name: RateLimitName, key: string): Promise<void> {
  if (enabled()) await limiter(name).delete(key);
}
