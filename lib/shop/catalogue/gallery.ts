/** The index after stepping `by` images, wrapping around at both ends. */
export function wrapIndex(index: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}

/** A horizontal swipe of at least `threshold` pixels that is more sideways than vertical. */
export const SWIPE_THRESHOLD = 40;
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
