'use client';
import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the fixed element `control` lies over content marked KEEP_CLEAR (watch-key-content.ts).
 * The watching code comes after the page has loaded, in a chunk of its own: it is on every page,
 * and a button that starts in place and steps aside a moment later costs the shopper nothing,
 * where its bytes in every page's first load did (docs/performance.md, first-load JavaScript).
 */
export function useCoversKeyContent(control: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let done = false;
    import('./watch-key-content').then(
      ({ watchKeyContent }) => {
        if (!done) stop = watchKeyContent(control, setCovers);
      },
      // Without its chunk the button stays where it is, as it was before it could step aside.
      () => undefined,
    );
    return () => {
      done = true;
      stop?.();
    };
  }, [control]);
  return covers;
}
