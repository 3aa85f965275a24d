// @ts-check
/**
 * The cache behind `'use cache'` and tag expiry (next.config.ts `cacheHandlers`). With REDIS_URL
 * set, entries and tag expiry live in Redis, so what one instance caches or expires every other
 * instance sees on its next request; without it, Next's own in-process handler is used.
 *
 * Next loads this file at run time by path, outside the TypeScript build, hence plain JavaScript.
 * It reads REDIS_URL itself: lib/config.ts has already checked it when the server started.
 *
 * Redis must evict only keys with a time to live (`maxmemory-policy volatile-lru`): entries have
 * one, tag expiry records must stay.
 */
import Redis from 'ioredis';
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {{ stale?: number, expired?: number }} TagState */

/** An entry is stored as one value: 4 bytes of metadata length, the metadata as JSON, the bytes. */
function pack(/** @type {Omit<CacheEntry, 'value'>} */ meta, /** @type {Uint8Array} */ bytes) {
  const head = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, bytes]);
}

function unpack(/** @type {Buffer} */ stored) {
  const length = stored.readUInt32BE(0);
  /** @type {Omit<CacheEntry, 'value'>} */
  const meta = JSON.parse(stored.subarray(4, 4 + length).toString());
  return { meta, bytes: stored.subarray(4 + length) };
}

async function readAll(/** @type {ReadableStream<Uint8Array>} */ stream) {
  const chunks = [];
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (stream))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function streamOf(/** @type {Uint8Array} */ bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/** Longest a Redis key lives, whatever the cache profile says (Next's "max" is 136 years). */
const MAX_TTL_SECONDS = 60 * 60 * 24 * 30;

/**
 * @param {{ client: import('ioredis').Redis, prefix?: string, now?: () => number }} options
 * @returns {CacheHandler}
 */
export function createRedisCacheHandler({ client, prefix = 'shop:cache:', now = () => Date.now() }) {
  const entryKey = (/** @type {string} */ key) => `${prefix}entry:${key}`;
  const tagKey = (/** @type {string} */ tag) => `${prefix}tag:${tag}`;
  /** A `get` during this process's own pending `set` of the same key waits for it (the interface asks). */
  const pending = new Map();

  /** @returns {Promise<TagState[]>} */
  async function tagStates(/** @type {string[]} */ tags) {
    if (tags.length === 0) return [];
    const pipeline = client.pipeline();
    for (const tag of tags) pipeline.hmget(tagKey(tag), 'stale', 'expired');
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, value]) => {
      if (error) throw error;
      const [stale, expired] = /** @type {(string | null)[]} */ (value);
      return { stale: stale === null ? undefined : Number(stale), expired: expired === null ? undefined : Number(expired) };
    });
  }

  return {
    async get(cacheKey, softTags) {
      const waiting = pending.get(cacheKey);
      if (waiting) await waiting;
      let stored;
      try {
        stored = await client.getBuffer(entryKey(cacheKey));
      } catch {
        // Redis down: a miss renders fresh instead of failing the page.
        return undefined;
      }
      if (!stored) return undefined;
      const { meta, bytes } = unpack(stored);
      const time = now();
      if (time > meta.timestamp + meta.revalidate * 1000) return undefined;
      let revalidate = meta.revalidate;
      try {
        const states = await tagStates([...meta.tags, ...softTags]);
        if (states.some((state) => state.expired !== undefined && state.expired <= time && state.expired > meta.timestamp)) return undefined;
        if (states.some((state) => (state.stale ?? 0) > meta.timestamp)) revalidate = -1;
      } catch {
        return undefined;
      }
      return { ...meta, revalidate, value: streamOf(bytes) };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let settle = () => {};
      pending.set(cacheKey, new Promise((resolve) => (settle = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        // An entry that expires at once is dynamic: Next renders it on every read anyway.
        if (entry.expire === 0) return;
        const bytes = await readAll(entry.value);
        const meta = { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate };
        const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(entry.expire)));
        await client.set(entryKey(cacheKey), pack(meta, bytes), 'EX', ttl);
      } catch {
        // A failed write is a later miss, never a failed page.
      } finally {
        settle();
        pending.delete(cacheKey);
      }
    },

    async refreshTags() {
      // Tag state is read from Redis on every get and getExpiration: nothing to refresh.
    },

    async getExpiration(tags) {
      try {
        const states = await tagStates(tags);
        return Math.max(0, ...states.map((state) => state.expired ?? 0));
      } catch {
        return 0;
      }
    },

    async updateTags(tags, durations) {
      const time = Math.round(now());
      const pipeline = client.pipeline();
      for (const tag of tags) {
        if (durations) {
          pipeline.hset(tagKey(tag), 'stale', time);
          if (durations.expire !== undefined) pipeline.hset(tagKey(tag), 'expired', time + durations.expire * 1000);
        } else {
          pipeline.hset(tagKey(tag), 'expired', time);
        }
      }
      try {
        await pipeline.exec();
      } catch (error) {
        // The write that asked for this has happened; failing its answer would not undo it.
        console.error(JSON.stringify({ level: 'error', msg: 'cache tag expiry not shared', tags, err: String(error) }));
      }
    },
  };
}

function fromEnvironment() {
  const url = process.env.REDIS_URL;
  if (!url) return createDefaultCacheHandler(50 * 1024 * 1024);
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
  client.on('error', () => {});
  return createRedisCacheHandler({ client });
}

export default fromEnvironment();
