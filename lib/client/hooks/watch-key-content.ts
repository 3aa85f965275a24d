import { coversAny } from '@/lib/client/hooks/covers';
import { KEEP_CLEAR_SELECTOR } from '@/lib/client/hooks/keep-clear';

/**
 * Tells `report` whether the fixed element `control` lies over content marked KEEP_CLEAR. Checked
 * once a frame at most, when the page or anything in it scrolls (a carousel's own scrolling does
 * not bubble, so scrolls are caught on the way down), on resize, and when the content changes (a
 * cart that fills in after the first paint, a carousel that moves its cards by their style), so
 * the answer follows what is on screen. Answers the function that stops watching.
 */
export function watchKeyContent(control: { readonly current: HTMLElement | null }, report: (covers: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    const element = control.current;
    if (!element) return;
    const content = Array.from(document.querySelectorAll(KEEP_CLEAR_SELECTOR), (marked) => marked.getBoundingClientRect());
    report(coversAny(element.getBoundingClientRect(), content));
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(check);
  };
  schedule();
  document.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  const changes = new MutationObserver(schedule);
  changes.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style', 'class'] });
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    changes.disconnect();
  };
}
