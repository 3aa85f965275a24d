/**
 * Content a floating control must never cover: a price, a total, a cart line. Pages mark it with
 * this attribute; the chat button steps aside while any of it lies under the button. Every button
 * and form field of the page's content and footer counts too, marked or not: a tap meant for it
 * must not open the chat. Links do not: a listing's cards would keep the button away most of the time,
 * and a card has its picture and its name to tap.
 */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;
export const KEEP_CLEAR_SELECTOR = '[data-keep-clear], :is(main, footer) :is(button, input, select, textarea)';

type Box = Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'>;

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** An element that takes no room (display: none, or not laid out) covers nothing and is covered by nothing. */
export function isEmpty(box: Pick<DOMRect, 'width' | 'height'>): boolean {
  return box.width === 0 || box.height === 0;
}

/** Whether `control` lies over any of `content`. */
export function coversAny(control: Box, content: Iterable<Box & Pick<DOMRect, 'width' | 'height'>>): boolean {
  for (const box of content) if (!isEmpty(box) && overlaps(control, box)) return true;
  return false;
}
