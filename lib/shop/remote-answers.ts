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
 */
export type AnswerStoreSettings = { freshMs: number; staleMs: number; maxEntries: number; maxItems: number };

export type AnswerStore<T> = {
  read(key: string, load: () => Promise<T>): Promise<T>;
  /** How many answers are held (the bound is checked by tests). */
  size(): number;
};

export function answerStore<T>(settings: AnswerStoreSettings, itemsOf: (value: T) => number, now: () => number = Date.now): AnswerStore<T> {
  const entries = new Map<string, { at: number; value: T; items: number }>();
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
    entries.set(key, { at: now(), value, items });
    held += items;
  };

  return {
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
      const call = load()
        .then(
          (value) => {
            keep(key, value);
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
    size: () => entries.size,
  };
}
