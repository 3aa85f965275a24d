/**
 * Ids kept in the process per catalogue version, for large listings: the anchors a deep page
 * seeks from (listing-anchors.ts). The version (catalogue_version, moved forward by a trigger on
 * every change to what listings filter or sort on) makes stale ids impossible to serve.
 */
export type OrderCache = {
  get(key: string, version: string): Int32Array | undefined;
  set(key: string, version: string, ids: Int32Array): void;
};

/** At most `maxIds` ids in all (4 bytes each); the least recently used listing goes first. */
export function orderCache(maxIds: number): OrderCache {
  const entries = new Map<string, { version: string; ids: Int32Array }>();
  let held = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    held -= entry.ids.length;
    entries.delete(key);
  };
  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.version !== version) return undefined;
      entries.set(key, entry);
      held += entry.ids.length;
      return entry.ids;
    },
    set(key, version, ids) {
      drop(key);
      if (ids.length > maxIds) return;
      for (const oldest of entries.keys()) {
        if (held + ids.length <= maxIds) break;
        drop(oldest);
      }
      entries.set(key, { version, ids });
      held += ids.length;
    },
  };
}
