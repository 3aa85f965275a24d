import { create, type StateCreator } from 'zustand';
import { onStoredChange, writeStored } from './local-storage';
import type { StoredKey, StoredValues } from './stored-values';

type Update<T> = T | ((current: T) => T);
type StoredSchemas = typeof import('./stored-schemas');

let schemas: Promise<StoredSchemas> | undefined;

/** One download for every store; a failed one is tried again by the next read or write. */
function loadSchemas(): Promise<StoredSchemas> {
  schemas ??= import('./stored-schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/**
 * A zustand store bound to one localStorage key. The server and the first client render
 * see `fallback` (no hydration mismatch); `hydrate()` then reads storage, once the shapes that
 * check it have loaded, and follows other tabs. Writes made before that wait for it, so a click
 * in the page's first moments never overwrites what is stored. The stored shape is the plain
 * value, as the original shop wrote it.
 */
export function createStoredStore<K extends StoredKey, A extends object>(
  key: K,
  fallback: StoredValues[K],
  actions: (set: (next: Update<StoredValues[K]>) => void, get: () => StoredValues[K]) => A,
) {
  type T = StoredValues[K];
  type State = { value: T; hydrated: boolean } & A & { hydrate: () => Promise<void> };
  const creator: StateCreator<State> = (setState, getState) => {
    /** Storage as the shapes check it: set once they have loaded, which is when the store counts as hydrated. */
    let read: (() => T) | undefined;
    const waiting: Update<T>[] = [];

    // `current` is re-read from storage by the caller: another tab may have written since this one last looked.
    const apply = (current: T, next: Update<T>) => {
      const value = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      writeStored(key, value);
      setState({ value } as Partial<State>);
    };

    const hydrate = async () => {
      if (!read) {
        const { readStored } = await loadSchemas();
        if (!read) {
          read = () => readStored(key, fallback);
          // Stores live as long as the page, and so does their one listener.
          onStoredChange(key, () => setState({ value: read!() } as Partial<State>));
        }
      }
      setState({ value: read(), hydrated: true } as Partial<State>);
      for (const next of waiting.splice(0)) apply(read(), next);
    };

    const set = (next: Update<T>) => {
      if (read) return apply(read(), next);
      waiting.push(next);
      void hydrate().catch(() => undefined);
    };

    return {
      value: fallback,
      hydrated: false,
      ...actions(set, () => getState().value),
      hydrate,
    } as State;
  };
  return create<State>()(creator);
}
