/**
 * The shop server's whole answers, kept in the process by what was asked (a filter body, a
 * product name): it answers whole lists, so every sort and page of one filter is cut from one
 * answer here instead of one call each.
 *
 * - Fresh for `freshMs`; after that the next ask calls again.
 * - Asks for a key already being fetched share that one call (single flight).
 * - When a call fails (the shop server down, or the circuit open), an answer up to `staleMs`
 *   old is served instead, so pages keep rendering from what was last known.
 * - Bounded: at most `maxEntries` answers and `maxItems` items in all, the least recently used
 *   out first; an answer larger than `maxItems` is used but not kept.
 * - Tagged like the cached reads (lib/shop/common/tags.ts, by `tagsOf`): `expireAnswers` drops every
 *   answer that carries one of the tags it is given, in every store of the process, as the
 *   shop's expiry (lib/shop/data/expire.ts) does for Next's caches. A dropped answer is not served
 *   stale either: what expired it said it was wrong.
 */
export type AnswerStoreSettings = { freshMs: number; staleMs: number; maxEntries: number; maxItems: number };

export type AnswerStore<T> = {
  read(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the answers that carry any of these tags. */
  expire(tags: ReadonlySet<string>): void;
  /** How many answers are held (the bound is checked by tests). */
  size(): number;
};

type Expirable = Pick<AnswerStore<unknown>, 'expire'>;

/**
 * Every store of the process, held weakly. On globalThis: route handlers (the signed expiry
 * route) and pages are bundled apart, so a module-level set would be one per bundle.
 */
const KEY = Symbol.for('storefront.remote-shop.answer-stores');
const holder = globalThis as typeof globalThis & { [KEY]?: Set<WeakRef<Expirable>> };
const stores = (holder[KEY] ??= new Set());

/** Drops the answers carrying any of these tags from every store of this process. */
export function expireAnswers(tags: Iterable<string>): void {
  const expired = new Set(tags);
  if (expired.size === 0) return;
  for (const reference of stores) {
    const store = reference.deref();
    if (store) store.expire(expired);
    else stores.delete(reference);
  }
}

export function answerStore<T>(
  settings: AnswerStoreSettings,
  itemsOf: (value: T) => number,
  now: () => number = Date.now,
  tagsOf: (value: T) => readonly string[] = () => [],
): AnswerStore<T> {
  const entries = new Map<string, { at: number; value: T; items: number; tags: readonly string[] }>();
  const pending = new Map<string, Promise<T>>();
  let held = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    held -= entry.items;
    entries.delete(key);
  };
  const keep = (key: string, value: T) => {
    drop(key);
    const items = itemsOf(value);
    if (items > settings.maxItems) return;
    for (const oldest of entries.keys()) {
      if (entries.size < settings.maxEntries && held + items <= settings.maxItems) break;
      drop(oldest);
    }
    entries.set(key, { at: now(), value, items, tags: tagsOf(value) });
    held += items;
  };
  // An answer already on its way when its tags expire was asked before the change: not kept.
  let generation = 0;

  const store: AnswerStore<T> = {
    read(key, load) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < settings.freshMs) {
        // Map order is the recency order: a hit moves to the end.
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const asked = generation;
      const call = load()
        .then(
          (value) => {
            if (asked === generation) keep(key, value);
            return value;
          },
          (error: unknown) => {
            const stale = entries.get(key);
            if (!stale || now() - stale.at >= settings.staleMs) throw error;
            console.warn(`remote shop: serving an answer ${Math.round((now() - stale.at) / 1000)} s old: ${(error as Error).message}`);
            return stale.value;
          },
        )
        .finally(() => pending.delete(key));
      pending.set(key, call);
      return call;
    },
    expire(tags) {
      generation++;
      for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.has(tag))) drop(key);
    },
    size: () => entries.size,
  };
  stores.add(new WeakRef(store));
  return store;
}
