'use client';
import { useEffect, useState, type RefObject } from 'react';
import { coversAny, KEEP_CLEAR_SELECTOR } from '@/lib/layout/keep-clear';

/**
 * Whether the fixed element `control` lies over content marked KEEP_CLEAR. Checked once a frame
 * at most, when the page scrolls or resizes and when its content changes (a cart that fills in
 * after the first paint, a price that updates), so the answer follows what is on screen.
 */
export function useCoversKeyContent(control: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = control.current;
      if (!element) return;
      const content = Array.from(document.querySelectorAll(KEEP_CLEAR_SELECTOR), (marked) => marked.getBoundingClientRect());
      setCovers(coversAny(element.getBoundingClientRect(), content));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [control]);
  return covers;
}
