import type { Locale } from './routing';

/** Languages whose shoppers write the family name first, and whose shops ask for it first (姓 then 名). */
const FAMILY_NAME_FIRST: ReadonlySet<Locale> = new Set(['ja']);

/**
 * A form's fields with the given and family name in the order the language writes a name: the two
 * swap places, every other field stays where it is. Field names (and so the API) never change.
 */
export function inNameOrder<T extends { name: string }>(fields: readonly T[], locale: Locale): T[] {
  const ordered = [...fields];
  if (!FAMILY_NAME_FIRST.has(locale)) return ordered;
  const given = ordered.findIndex((field) => field.name === 'firstName');
  const family = ordered.findIndex((field) => field.name === 'lastName');
  if (given !== -1 && family !== -1 && given < family) [ordered[given], ordered[family]] = [ordered[family], ordered[given]];
  return ordered;
}
