import { create, type StateCreator } from 'zustand';
import type { GenericSchema } from 'valibot';
import { onStoredChange, readStored, writeStored } from './local-storage';

type Stored<T> = { value: T; hydrated: boolean };

/**
 * A zustand store bound to one localStorage key. The server and the first client render
 * see `fallback` (no hydration mismatch); `hydrate()` then reads storage and follows
 * other tabs. The stored shape is the plain value, as the original shop wrote it.
 */
export function createStoredStore<T, A extends object>(
  key: string,
  schema: GenericSchema<unknown, T>,
  fallback: T,
  actions: (set: (next: T | ((current: T) => T)) => void, get: () => T) => A,
) {
  type State = Stored<T> & A & { hydrate: () => () => void };
  const creator: StateCreator<State> = (setState, getState) => {
    const set = (next: T | ((current: T) => T)) => {
      // Re-read first: another tab may have written since this one last looked.
      const current = getState().hydrated ? readStored(key, schema, getState().value) : getState().value;
      const value = typeof next === 'function' ? (next as (c: T) => T)(current) : next;
      writeStored(key, value);
      setState({ value } as Partial<State>);
    };
    return {
      value: fallback,
      hydrated: false,
      ...actions(set, () => getState().value),
      hydrate: () => {
        setState({ value: readStored(key, schema, fallback), hydrated: true } as Partial<State>);
        return onStoredChange(key, () => setState({ value: readStored(key, schema, fallback) } as Partial<State>));
      },
    } as State;
  };
  return create<State>()(creator);
}
