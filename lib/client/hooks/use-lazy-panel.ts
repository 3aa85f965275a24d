'use client';
import { useState } from 'react';

/**
 * A panel whose code is fetched on first intent: a press or focus on its button starts the fetch,
 * the click mounts it with `open` set, and it opens itself as soon as its code has arrived, so the
 * first tap is never lost. Once mounted it stays mounted, so later openings are instant. A panel
 * `initiallyOpen` mounts open with the component.
 */
export function useLazyPanel(load: () => Promise<unknown>, initiallyOpen = false) {
  const [mounted, setMounted] = useState(initiallyOpen);
  const [open, setOpen] = useState(initiallyOpen);
  return {
    mounted,
    open,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
    /** For the button that opens the panel. */
    prefetch: { onPointerDown: () => void load(), onFocus: () => void load() },
  };
}
