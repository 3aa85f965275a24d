// @ts-check
/**
 * Next's page cache (next.config.ts `cacheHandler`, the documented incremental cache handler):
 * whole pages, route handler answers and fetch entries, kept as files with a size cap. Next's own
 * file-system cache keeps every page it renders on disk with no eviction; this one drops the
 * least recently used entries once the files pass PAGE_CACHE_MAX_MB.
 *
 * The files live in `$DATA_DIR/page-cache/{build id}-{origin hash}`: a page belongs to one build
 * (its scripts are that build's chunks), to one public origin (its canonical, hreflang and Open
 * Graph links) and to one database, and any other folder is removed when a server starts. Pages
 * rendered at build time are not read from the build's output (Next never asks a custom handler
 * for them, docs: "cacheHandler"): each is rendered once on its first request, then served from
 * here.
 *
 * Tag expiry: `revalidateTag` (lib/shop/data/expire.ts) reaches `revalidateTag` below, which deletes
 * the entries carrying those tags. With REDIS_URL, another instance's expiry reaches this one on
 * the channel lib/cache/shared-cache-handler.mjs announces it on.
 *
 * Next loads this file at run time by path, outside the TypeScript build, hence plain JavaScript.
 */
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nextDistDir } from '../runtime/build-folder.mjs';
import { DEFAULT_PORT, originOf } from '../runtime/site-origin.mjs';

/** Where a page, a route handler's answer and a pages-router page keep their tags (docs: self-hosting, "Configuring Caching"). */
const TAGS_HEADER = 'x-next-cache-tags';

/** The channel lib/cache/shared-cache-handler.mjs announces tag expiry on (its `channelOf`, default prefix). */
const EXPIRY_CHANNEL = 'shop:cache:expired-tags';

export const DEFAULT_MAX_MB = 512;

/** @typedef {{ stale?: number, expired?: number }} TagState */
/** @typedef {{ key: string, tags: string[], lastModified: number, cacheControl?: unknown }} Meta */
/** @typedef {{ file: string, size: number, tags: string[], lastModified: number }} Indexed */

/**
 * An entry holds Buffers (rscData, a route's body) and a Map (segmentData), which JSON alone
 * would not bring back; they travel as blobs after the JSON, which names them by number.
 */
function encode(/** @type {unknown} */ value) {
  /** @type {Uint8Array[]} */
  const blobs = [];
  const json = JSON.stringify(value, function (key, replaced) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $blob: blobs.push(raw) - 1 };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return replaced;
  });
  return { json: json ?? 'null', blobs };
}

function decode(/** @type {string} */ json, /** @type {Buffer[]} */ blobs) {
  return JSON.parse(json, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$blob === 'number') return blobs[value.$blob];
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

const u32 = (/** @type {number} */ n) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** One file: the metadata's length and JSON (all the start-up scan reads), the value's, the blobs' lengths, the blobs. */
function pack(/** @type {Meta} */ meta, /** @type {unknown} */ value) {
  const head = Buffer.from(JSON.stringify(meta));
  const { json, blobs } = encode(value);
  const body = Buffer.from(JSON.stringify({ json, sizes: blobs.map((blob) => blob.byteLength) }));
  return Buffer.concat([u32(head.length), head, u32(body.length), body, ...blobs]);
}

function unpack(/** @type {Buffer} */ stored) {
  const headEnd = 4 + stored.readUInt32BE(0);
  /** @type {Meta} */
  const meta = JSON.parse(stored.subarray(4, headEnd).toString());
  const bodyEnd = headEnd + 4 + stored.readUInt32BE(headEnd);
  /** @type {{ json: string, sizes: number[] }} */
  const body = JSON.parse(stored.subarray(headEnd + 4, bodyEnd).toString());
  /** @type {Buffer[]} */
  const blobs = [];
  let at = bodyEnd;
  for (const size of body.sizes) {
    blobs.push(stored.subarray(at, at + size));
    at += size;
  }
  return { meta, value: decode(body.json, blobs) };
}

function readMeta(/** @type {string} */ file) {
  const fd = openSync(file, 'r');
  try {
    const length = Buffer.alloc(4);
    readSync(fd, length, 0, 4, 0);
    const head = Buffer.alloc(length.readUInt32BE(0));
    readSync(fd, head, 0, head.length, 4);
    /** @type {Meta} */
    const meta = JSON.parse(head.toString());
    return meta;
  } finally {
    closeSync(fd);
  }
}

let written = 0;

/**
 * A new name for every write (the key's hash, then when and which write), so removing a replaced
 * file can never remove the one written after it.
 */
const fileName = (/** @type {string} */ key, /** @type {number} */ time) =>
  `${createHash('sha256').update(key).digest('hex')}-${time.toString(36)}-${process.pid.toString(36)}-${(written++).toString(36)}`;

/**
 * The store behind every handler instance (Next makes one per request): an index in memory, in
 * least-recently-used order, over one file per entry.
 * @param {{ dir: string, maxBytes: number, now?: () => number }} options
 */
export function createPageStore({ dir, maxBytes, now = () => Date.now() }) {
  /** @type {Map<string, Indexed>} */
  const index = new Map();
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map();
  /** Expiry of tags that may still be on an entry being written (its render began before the expiry). */
  /** @type {Map<string, TagState>} */
  const tagStates = new Map();
  let total = 0;

  function add(/** @type {string} */ key, /** @type {Indexed} */ entry) {
    drop(key);
    index.set(key, entry);
    total += entry.size;
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  function drop(/** @type {string} */ key) {
    const entry = index.get(key);
    if (!entry) return;
    index.delete(key);
    total -= entry.size;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
    unlink(entry.file).catch(() => {});
  }

  function evict() {
    for (const key of index.keys()) {
      if (total <= maxBytes) return;
      drop(key);
    }
  }

  /** Whether a tag expired, or went stale, after the entry was written (stale counts: no page is served a second time once its data changed). */
  function isExpired(/** @type {string[]} */ tags, /** @type {number} */ lastModified) {
    const time = now();
    return tags.some((tag) => {
      const state = tagStates.get(tag);
      if (!state) return false;
      return (state.expired !== undefined && state.expired <= time && state.expired > lastModified) || (state.stale ?? 0) > lastModified;
    });
  }

  mkdirSync(dir, { recursive: true });
  const found = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (name.endsWith('.tmp')) throw new Error('an unfinished write');
      const meta = readMeta(file);
      found.push({ key: meta.key, entry: { file, size: statSync(file).size, tags: meta.tags, lastModified: meta.lastModified } });
    } catch {
      rmSync(file, { force: true });
    }
  }
  // The order of use is not kept across restarts; the order of writing is the nearest (and of
  // two files of one key, left by a crash between writing one and removing the other, the newer wins).
  found.sort((a, b) => a.entry.lastModified - b.entry.lastModified);
  for (const { key, entry } of found) add(key, entry);
  evict();

  return {
    dir,
    get size() {
      return total;
    },
    get count() {
      return index.size;
    },

    async get(/** @type {string} */ key, /** @type {string[]} */ extraTags = []) {
      const entry = index.get(key);
      if (!entry) return null;
      if (isExpired([...entry.tags, ...extraTags], entry.lastModified)) {
        drop(key);
        return null;
      }
      try {
        const { meta, value } = unpack(await readFile(entry.file));
        if (meta.key !== key) return null;
        if (index.get(key) === entry) {
          index.delete(key);
          index.set(key, entry);
        }
        return { lastModified: meta.lastModified, value, cacheControl: meta.cacheControl };
      } catch {
        // Removed or cut short behind the index's back (or replaced meanwhile): a miss, and Next renders the page again.
        if (index.get(key) === entry) drop(key);
        return null;
      }
    },

    async set(/** @type {string} */ key, /** @type {unknown} */ value, /** @type {string[]} */ tags, /** @type {unknown} */ cacheControl) {
      if (value === null || value === undefined) {
        drop(key);
        return;
      }
      const lastModified = now();
      const bytes = pack({ key, tags, lastModified, cacheControl }, value);
      // An entry larger than the whole cache would only evict everything else.
      if (bytes.length > maxBytes) {
        drop(key);
        return;
      }
      const file = path.join(dir, fileName(key, lastModified));
      const temporary = `${file}.tmp`;
      try {
        // A newer build starting on this data folder removes this build's folder: write on into a new one.
        await mkdir(dir, { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch {
        // A full or read-only disk costs a render later, never the page being served.
        await unlink(temporary).catch(() => {});
        return;
      }
      add(key, { file, size: bytes.length, tags, lastModified });
      evict();
    },

    /**
     * Whether the entry a page was answered from is still the one kept and none of its tags has
     * expired since: what the edge asks before it sends again an answer made from it (lib/edge/stored-answers.ts).
     */
    isCurrent(/** @type {string} */ key, /** @type {number} */ lastModified) {
      const entry = index.get(key);
      return entry !== undefined && entry.lastModified === lastModified && !isExpired(entry.tags, entry.lastModified);
    },

    /** As Next's own file-system cache does: without durations the tags expire now; with them they are stale now and expire after `expire` seconds. */
    expireTags(/** @type {string[]} */ tags, /** @type {{ expire?: number } | undefined} */ durations) {
      const time = now();
      for (const tag of tags) {
        const state = { ...tagStates.get(tag) };
        if (durations) {
          state.stale = time;
          if (durations.expire !== undefined) state.expired = time + durations.expire * 1000;
        } else {
          state.expired = time;
        }
        tagStates.set(tag, state);
        for (const key of [...(keysByTag.get(tag) ?? [])]) {
          const entry = index.get(key);
          if (entry && isExpired([tag], entry.lastModified)) drop(key);
        }
      }
      forgetOldTagStates();
    },

    /** Another instance's expiry, with its own times. */
    applyTagStates(/** @type {string[]} */ tags, /** @type {TagState} */ state) {
      for (const tag of tags) {
        tagStates.set(tag, { ...tagStates.get(tag), ...state });
        for (const key of [...(keysByTag.get(tag) ?? [])]) {
          const entry = index.get(key);
          if (entry && isExpired([tag], entry.lastModified)) drop(key);
        }
      }
      forgetOldTagStates();
    },
  };

  /**
   * A tag's expiry matters only to entries written before it; once it is older than every entry
   * and than the longest render could take, it is forgotten, so the table does not grow with
   * every product ever written.
   */
  function forgetOldTagStates() {
    if (tagStates.size < 10_000) return;
    const oldest = Math.min(now() - 10 * 60_000, ...[...index.values()].map((entry) => entry.lastModified));
    for (const [tag, state] of tagStates) {
      if (Math.max(state.stale ?? 0, state.expired ?? 0) < oldest) tagStates.delete(tag);
    }
  }
}

/** @typedef {ReturnType<typeof createPageStore>} PageStore */

/** The cap in bytes from PAGE_CACHE_MAX_MB (lib/runtime/config.ts checks it at start-up). */
export function maxBytesOf(/** @type {string | undefined} */ setting) {
  const megabytes = setting === undefined || setting.trim() === '' ? DEFAULT_MAX_MB : Number(setting);
  return Math.floor((Number.isFinite(megabytes) && megabytes >= 0 ? megabytes : DEFAULT_MAX_MB) * 1024 * 1024);
}

/**
 * The build's id, from the file Next writes in its build folder: beside the server folder Next
 * names, else in the build folder of the working directory (the shop server runs from the
 * project). Route modules hand over a server folder that does not always hold it. Null in
 * development, where there is none.
 */
function buildIdOf(/** @type {string | undefined} */ serverDistDir) {
  const candidates = [...(serverDistDir ? [path.join(serverDistDir, '..', 'BUILD_ID')] : []), path.resolve(nextDistDir(), 'BUILD_ID')];
  for (const file of candidates) {
    try {
      const id = readFileSync(file, 'utf8').trim();
      if (id) return id;
    } catch {
      // The next place, or none.
    }
  }
  return null;
}

/**
 * The folder of every build's page cache for a data folder. A command that changes the embedded
 * shop's database, which it can open only while the server is stopped, removes it
 * (lib/shop/common/announced-expiry.ts): the server then starts with no page older than the change.
 */
export function pageCacheRoot(/** @type {string | undefined} */ dataDir) {
  return path.resolve(dataDir?.trim() || '.data', 'page-cache');
}

/**
 * The folder of one build's pages made for one public origin. A server started with another
 * SITE_URL (or another port, without one) must not serve pages whose links name the old address.
 * Null build: development, which has no build id.
 */
export function pageCacheFolder(/** @type {string | null} */ build, /** @type {string} */ origin) {
  return `${build ?? 'development'}-${createHash('sha256').update(origin).digest('hex').slice(0, 12)}`;
}

/**
 * One store per process, on globalThis: Next loads this file by path for the server and bundles a
 * copy of it into the route handlers' chunks, and two stores would each count, and expire, only
 * their own files.
 */
const STORE = Symbol.for('shop.page-cache');

function sharedStore(/** @type {string | undefined} */ serverDistDir) {
  const holder = /** @type {{ [STORE]?: PageStore }} */ (/** @type {unknown} */ (globalThis));
  const existing = holder[STORE];
  if (existing) return existing;
  const root = pageCacheRoot(process.env.DATA_DIR);
  const build = buildIdOf(serverDistDir);
  // The settings as lib/runtime/config.ts read them: it checked them before Next loaded this.
  const folder = pageCacheFolder(build, originOf(process.env.SITE_URL, process.env.PORT?.trim() || DEFAULT_PORT));
  mkdirSync(root, { recursive: true });
  // Another build's pages name scripts this build does not have; another origin's, an old address.
  if (build) for (const name of readdirSync(root)) if (name !== folder) rmSync(path.join(root, name), { recursive: true, force: true });
  const store = createPageStore({ dir: path.join(root, folder), maxBytes: maxBytesOf(process.env.PAGE_CACHE_MAX_MB) });
  holder[STORE] = store;
  const url = process.env.REDIS_URL;
  if (url) followSharedExpiry(store, new Redis(url, { connectTimeout: 3_000 }));
  return store;
}

/** Where the edge listens for the entries a request was answered from (lib/edge/stored-answers.ts). */
const READS = Symbol.for('shop.page-cache.reads');

/** @typedef {{ key: string, lastModified: number, revalidate?: number | false }} PageRead */

/**
 * The edge's side of the page cache: `listener` hears of every entry read (in the async context
 * of the request that read it), and `isCurrent` says whether an entry heard of is still the one
 * kept, with no tag expired since (by this instance or another, over Redis).
 * @param {(read: PageRead) => void} listener
 */
export function observePageCacheReads(listener) {
  /** @type {{ [READS]?: (read: PageRead) => void }} */ (/** @type {unknown} */ (globalThis))[READS] = listener;
}

export function isCurrentPageRead(/** @type {PageRead} */ read) {
  const store = /** @type {{ [STORE]?: PageStore }} */ (/** @type {unknown} */ (globalThis))[STORE];
  return store?.isCurrent(read.key, read.lastModified) ?? false;
}

function reportRead(/** @type {string} */ key, /** @type {{ lastModified: number, cacheControl?: any }} */ found) {
  const listener = /** @type {{ [READS]?: (read: PageRead) => void }} */ (/** @type {unknown} */ (globalThis))[READS];
  listener?.({ key, lastModified: found.lastModified, revalidate: found.cacheControl?.revalidate });
}

/**
 * Another instance's tag expiry, as lib/cache/shared-cache-handler.mjs announces it, drops this
 * instance's copies of the pages concerned.
 * @param {PageStore} store
 * @param {import('ioredis').Redis} subscriber
 */
export function followSharedExpiry(store, subscriber, channel = EXPIRY_CHANNEL) {
  subscriber.on('error', () => {});
  subscriber.on('message', (/** @type {string} */ _channel, /** @type {string} */ text) => {
    try {
      /** @type {{ tags: string[], stale?: number, expired?: number }} */
      const message = JSON.parse(text);
      /** @type {TagState} */
      const state = {};
      if (message.stale !== undefined) state.stale = message.stale;
      if (message.expired !== undefined) state.expired = message.expired;
      store.applyTagStates(message.tags, state);
    } catch {
      // A message this version cannot read changes nothing.
    }
  });
  return subscriber.subscribe(channel).catch(() => {});
}

/** Tags an entry carries: a page's in its headers, a fetch entry's in the context of `set`. */
function tagsOf(/** @type {any} */ data, /** @type {any} */ ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  if (typeof header === 'string' && header) return header.split(',');
  return Array.isArray(ctx?.tags) ? ctx.tags : [];
}

/** The class Next constructs (once per request) with its context; every instance shares one store. */
export function pageCacheHandler(/** @type {(serverDistDir: string | undefined) => PageStore} */ storeOf = sharedStore) {
  return class PageCacheHandler {
    constructor(/** @type {{ serverDistDir?: string }} */ ctx) {
      this.store = storeOf(ctx?.serverDistDir);
    }

    async get(/** @type {string} */ key, /** @type {any} */ ctx) {
      const extra = ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      const found = await this.store.get(key, extra);
      if (found) reportRead(key, found);
      return found;
    }

    async set(/** @type {string} */ key, /** @type {any} */ data, /** @type {any} */ ctx) {
      await this.store.set(key, data, tagsOf(data, ctx), ctx?.cacheControl);
    }

    async revalidateTag(/** @type {string | string[]} */ tags, /** @type {{ expire?: number } | undefined} */ durations) {
      this.store.expireTags(typeof tags === 'string' ? [tags] : tags, durations);
    }

    resetRequestCache() {}
  };
}

export default pageCacheHandler();
