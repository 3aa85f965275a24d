/** The geometry of keeping content clear (keep-clear.ts): apart from the mark, which every price and buy button imports. */
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
