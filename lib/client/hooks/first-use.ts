/**
 * Events that show a shopper is using the page and never start a tap: a scroll of the page or of
 * any scroller in it, the wheel, a key, a swipe, a mouse moving. A tap (pointerdown, touchstart,
 * focus on press) is left out on purpose: code that swaps markup on it could replace the element
 * under the finger between the press and the click, and the tap would be lost.
 */
const EVENTS = ['scroll', 'wheel', 'keydown', 'touchmove', 'pointermove'] as const;

/** True for the events `onFirstUse` answers to; a pointer only counts when it is a mouse. */
export function isFirstUseEvent(event: Pick<Event, 'type'> & { pointerType?: string }): boolean {
  if (!(EVENTS as readonly string[]).includes(event.type)) return false;
  return event.type !== 'pointermove' || event.pointerType === 'mouse';
}

/**
 * Calls `callback` once, on the first sign of use of the page, or at once when the page is already
 * scrolled (a link to a part of it, a scroll position restored on going back); returns the function
 * that cancels it.
 */
export function onFirstUse(callback: () => void): () => void {
  if (window.scrollY > 0) {
    callback();
    return () => {};
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => EVENTS.forEach((type) => window.removeEventListener(type, listener, options));
  function listener(event: Event) {
    if (!isFirstUseEvent(event as PointerEvent)) return;
    stop();
    callback();
  }
  EVENTS.forEach((type) => window.addEventListener(type, listener, options));
  return stop;
}

/**
 * Calls `callback` `delay` ms after the page has settled (loaded, then the browser idle), so that a
 * timed start never competes with the page's own loading; returns the function that cancels it.
 */
export function afterSettled(delay: number, callback: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const start = () => {
    const wait = () => (timer = window.setTimeout(callback, delay));
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(wait);
    else wait();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}
