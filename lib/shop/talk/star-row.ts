/** One star, 24 units wide, written with relative moves only so that it can be repeated along a row. */
const STAR = 'l3 6.5 7 .9-5.1 4.8 1.3 7-6.2-3.5-6.2 3.5 1.3-7-5.1-4.8 7-.9z';

/**
 * The path of `count` stars side by side, starting at star `first` (0-based) of a row drawn in a
 * 24-unit-high box: a row of five stars is two paths (filled, then outlined) in one <svg>, instead of
 * five <svg> elements, in the HTML of every rating shown.
 */
export function starRowPath(first: number, count: number): string {
  let path = '';
  for (let star = first; star < first + count; star++) path += `M${12 + 24 * star} 2${STAR}`;
  return path;
}
