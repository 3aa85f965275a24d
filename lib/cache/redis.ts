import 'server-only';
import Redis from 'ioredis';
import { config } from '@/lib/runtime/config';
import { onStop } from '@/lib/runtime/shutdown';

const holder = globalThis as typeof globalThis & { __shopRedis?: { url: string; client: Redis } };

/**
 * The process's one Redis connection when REDIS_URL is set (shared state of several instances),
 * else undefined: everything then stays in this process. Commands fail fast instead of queueing
 * while Redis is down, so a request is never held by it.
 */
export function redis(): Redis | undefined {
  const url = config().REDIS_URL;
  if (!url) return undefined;
  if (holder.__shopRedis?.url !== url) {
    if (holder.__shopRedis) holder.__shopRedis.client.disconnect();
    else onStop('redis', 'close', closeRedis);
    const client = new Redis(url, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
    // Errors surface on the commands that fail; without a listener ioredis would print each retry.
    client.on('error', () => {});
    holder.__shopRedis = { url, client };
  }
  return holder.__shopRedis.client;
}

/** Closes the connection and waits until it has ended, so nothing fires after a stop (or a test file). */
export async function closeRedis(): Promise<void> {
  const current = holder.__shopRedis;
  holder.__shopRedis = undefined;
  if (!current || current.client.status === 'end') return;
  const ended = new Promise<void>((resolve) => current.client.once('end', () => resolve()));
  current.client.disconnect();
  await ended;
}
