import { safeParse, type GenericSchema } from 'valibot';

/**
 * Stored JSON is input like any other: it may be damaged, or written by an older version
 * of the shop or another script. Anything that does not parse is discarded, never thrown.
 */
export function readStored<T>(key: string, schema: GenericSchema<unknown, T>, fallback: T): T {
  if (typeof window === 'undefined') return fallback;
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  if (typeof window === 'undefined') return;
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the shop keeps working in memory.
  }
}

/** Calls `onChange` when another tab writes `key`; returns the unsubscribe function. */
export function onStoredChange(key: string, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
