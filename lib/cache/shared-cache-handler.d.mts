import type { Redis } from 'ioredis';
import type { CacheHandler } from 'next/cache';

export function createRedisCacheHandler(options: { client: Redis; prefix?: string; now?: () => number; instance?: string }): CacheHandler;
export declare const MEMORY_CACHE_BYTES: number;
export function createMemoryCacheHandler(options?: { maxBytes?: number; now?: () => number }): CacheHandler & { readonly size: number };
export function followTagExpiry(options: { subscriber: Redis; prefix?: string; instance: string }): Promise<unknown>;
declare const handler: CacheHandler;
export default handler;
