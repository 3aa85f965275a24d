import type { Redis } from 'ioredis';
import type { CacheHandler } from 'next/cache';

export declare const MEMORY_CACHE_BYTES: number;
export function createMemoryCacheHandler(options?: { maxBytes?: number; now?: () => number }): CacheHandler & { readonly size: number };
export function createRedisCacheHandler(options: { client: Redis; prefix?: string; now?: () => number }): CacheHandler;
declare const handler: CacheHandler;
export default handler;
