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
