/**
 * Lists in messages/*.json (a policy's sections and their paragraphs, a group of questions) are
 * objects keyed 1, 2, 3 ...: next-intl precompiles the catalogues at build time
 * (docs/decisions.md, "Page weight") and takes only strings and objects. This reads such a value
 * from `t.raw()` back as arrays, at every depth.
 */
export function messageLists(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const numbered = entries.length > 0 && entries.every(([key], index) => key === String(index + 1));
  if (numbered) return entries.map(([, item]) => messageLists(item));
  return Object.fromEntries(entries.map(([key, item]) => [key, messageLists(item)]));
}
