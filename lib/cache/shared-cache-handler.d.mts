import type { Redis } from 'ioredis';
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

export function createRedisCacheHandler(options: { client: Redis; prefix?: string; now?: () => number }): CacheHandler;
declare const handler: CacheHandler;
export default handler;
