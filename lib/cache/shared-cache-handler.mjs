// @ts-check
/**
 * The cache behind `'use cache'` and tag expiry (next.config.ts `cacheHandlers`), on Next's
 * documented handler interface (get, set, refreshTags, getExpiration, updateTags). With REDIS_URL
 * set, entries and tag expiry live in Redis, so what one instance caches or expires every other
 * instance sees on its next request; without it, entries live in this process, least recently
 * used out past a size cap.
 *
 * Next loads this file at run time by path, outside the TypeScript build, hence plain JavaScript.
 * It reads REDIS_URL itself: lib/runtime/config.ts has already checked it when the server started.
 *
 * Redis must evict only keys with a time to live (`maxmemory-policy volatile-lru`): entries have
 * one, tag expiry records must stay.
 */
import Redis from 'ioredis';

/** @typedef {import('next/cache').CacheHandler} CacheHandler */
/** @typedef {import('next/cache').CacheEntry} CacheEntry */
/** @typedef {{ stale?: number, expired?: number }} TagState */

/** The in-process cache's size when REDIS_URL is not set, as Next's own default handler's. */
export const MEMORY_CACHE_BYTES = 50 * 1024 * 1024;

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

/** The time a tag expiry record gives: stale now, expired now or after the profile's `expire`. */
function tagUpdate(/** @type {number} */ time, /** @type {{ expire?: number } | undefined} */ durations) {
  if (!durations) return { stale: undefined, expired: time };
  return { stale: time, expired: durations.expire === undefined ? undefined : time + durations.expire * 1000 };
}

/** An entry whose tags expired after it was stored is gone; one whose tags went stale is served once more while it refreshes. */
function tagVerdict(/** @type {TagState[]} */ states, /** @type {number} */ timestamp, /** @type {number} */ time) {
  if (states.some((state) => state.expired !== undefined && state.expired <= time && state.expired > timestamp)) return 'expired';
  if (states.some((state) => (state.stale ?? 0) > timestamp)) return 'stale';
  return 'fresh';
}

/**
 * What both handlers do with an entry Next hands them: reads of the same key wait for it
 * (`pending`), an entry that expires at once is dropped (it is dynamic: Next renders it on every
 * read anyway), and `store` gets its metadata and bytes. A failure is swallowed: a cache that
 * cannot keep an entry is a later miss, never a failed page.
 * @param {Map<string, Promise<unknown>>} pending
 * @param {string} cacheKey
 * @param {Promise<CacheEntry>} pendingEntry
 * @param {(meta: Omit<CacheEntry, 'value'>, bytes: Buffer) => unknown} store
 */
async function storeWhenSettled(pending, cacheKey, pendingEntry, store) {
  /** @type {() => void} */
  let settle = () => {};
  pending.set(cacheKey, new Promise((resolve) => (settle = () => resolve(undefined))));
  try {
    const entry = await pendingEntry;
    if (entry.expire === 0) return;
    const bytes = await readAll(entry.value);
    await store({ tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate }, bytes);
  } catch {
    // Nothing kept: the next read of this key misses.
  } finally {
    settle();
    pending.delete(cacheKey);
  }
}

/** Longest a Redis key lives, whatever the cache profile says (Next's "max" is 136 years). */
const MAX_TTL_SECONDS = 60 * 60 * 24 * 30;

/**
 * Where instances announce tag expiry to each other. The page cache (lib/cache/page-cache-handler.mjs)
 * listens there and drops this instance's copies of whole pages with those tags.
 */
const channelOf = (/** @type {string} */ prefix) => `${prefix}expired-tags`;

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
      let verdict;
      try {
        verdict = tagVerdict(await tagStates([...meta.tags, ...softTags]), meta.timestamp, time);
      } catch {
        return undefined;
      }
      if (verdict === 'expired') return undefined;
      return { ...meta, revalidate: verdict === 'stale' ? -1 : meta.revalidate, value: streamOf(bytes) };
    },

    async set(cacheKey, pendingEntry) {
      // A failed write is a later miss, never a failed page.
      await storeWhenSettled(pending, cacheKey, pendingEntry, async (meta, bytes) => {
        const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(meta.expire)));
        await client.set(entryKey(cacheKey), pack(meta, bytes), 'EX', ttl);
      });
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
      const { stale, expired } = tagUpdate(Math.round(now()), durations);
      const pipeline = client.pipeline();
      for (const tag of tags) {
        if (stale !== undefined) pipeline.hset(tagKey(tag), 'stale', stale);
        if (expired !== undefined) pipeline.hset(tagKey(tag), 'expired', expired);
      }
      pipeline.publish(channelOf(prefix), JSON.stringify({ tags, stale, expired }));
      try {
        await pipeline.exec();
      } catch (error) {
        // The write that asked for this has happened; failing its answer would not undo it.
        console.error(JSON.stringify({ level: 'error', msg: 'cache tag expiry not shared', tags, err: String(error) }));
      }
    },
  };
}

/**
 * Entries in this process, the least recently used dropped once their bytes (and keys) pass
 * `maxBytes`; an entry larger than that is not kept at all. Tag expiry is recorded here too:
 * Next tells every handler, and the page cache, of each expiry itself.
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 * @returns {CacheHandler & { readonly size: number }}
 */
export function createMemoryCacheHandler({ maxBytes = MEMORY_CACHE_BYTES, now = () => Date.now() } = {}) {
  /** @type {Map<string, { meta: Omit<CacheEntry, 'value'>, bytes: Uint8Array, size: number }>} Oldest use first. */
  const entries = new Map();
  /** @type {Map<string, TagState>} */
  const tags = new Map();
  /** A `get` during a pending `set` of the same key waits for it (the interface asks). */
  const pending = new Map();
  let size = 0;

  const drop = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.size;
  };

  return {
    get size() {
      return size;
    },

    async get(cacheKey, softTags) {
      const waiting = pending.get(cacheKey);
      if (waiting) await waiting;
      const stored = entries.get(cacheKey);
      if (!stored) return undefined;
      const verdict = tagVerdict([...stored.meta.tags, ...softTags].map((tag) => tags.get(tag) ?? {}), stored.meta.timestamp, now());
      if (verdict === 'expired') {
        drop(cacheKey);
        return undefined;
      }
      entries.delete(cacheKey);
      entries.set(cacheKey, stored);
      return { ...stored.meta, revalidate: verdict === 'stale' ? -1 : stored.meta.revalidate, value: streamOf(stored.bytes) };
    },

    async set(cacheKey, pendingEntry) {
      // A value whose rendering failed part way is not kept: a later read renders it again.
      await storeWhenSettled(pending, cacheKey, pendingEntry, (meta, bytes) => {
        const entrySize = bytes.byteLength + cacheKey.length;
        drop(cacheKey);
        if (entrySize > maxBytes) return;
        entries.set(cacheKey, { meta, bytes, size: entrySize });
        size += entrySize;
        for (const key of entries.keys()) {
          if (size <= maxBytes) break;
          drop(key);
        }
      });
    },

    async refreshTags() {
      // Tag state lives in this process: nothing to fetch.
    },

    async getExpiration(tagList) {
      return Math.max(0, ...tagList.map((tag) => tags.get(tag)?.expired ?? 0));
    },

    async updateTags(tagList, durations) {
      const { stale, expired } = tagUpdate(Math.round(now()), durations);
      for (const tag of tagList) {
        const state = { ...tags.get(tag) };
        if (stale !== undefined) state.stale = stale;
        if (expired !== undefined) state.expired = expired;
        tags.set(tag, state);
      }
    },
  };
}

function fromEnvironment() {
  const url = process.env.REDIS_URL;
  if (!url) return createMemoryCacheHandler();
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
  client.on('error', () => {});
  return createRedisCacheHandler({ client });
}

export default fromEnvironment();
