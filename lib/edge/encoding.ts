/** The compressed forms the edge keeps of a whole answer, made once when it is kept. */
export type Encoded = { gzip?: Buffer; br?: Buffer };

/** What the edge sends a request: a kept compression, the page as it is, or nothing it may send. */
export type Chosen = 'br' | 'gzip' | 'identity' | null;

const chosen = new Map<string, Chosen>();
/** Distinct Accept-Encoding values are few (one per browser version); more than this are read each time. */
const REMEMBERED = 200;

/** Each coding the header names, with its weight (1 when it gives none). */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    named.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  return named;
}

/**
 * Brotli before gzip; else the page as it is unless the header refuses `identity` (by name, or by
 * `*;q=0` without naming it: RFC 9110 12.5.3).
 */
function choose(header: string): Chosen {
  const named = weights(header);
  const weight = (name: string) => named.get(name) ?? named.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return (named.get('identity') ?? named.get('*') ?? 1) > 0 ? 'identity' : null;
}

/**
 * The encoding to send a request: a kept compression it accepts, else the page as it is (a request
 * with no Accept-Encoding: a monitor, curl, some crawlers), or null when it accepts none of these.
 */
export function chosenEncoding(header: string | undefined): Chosen {
  if (!header) return 'identity';
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const read = choose(header);
  if (chosen.size < REMEMBERED) chosen.set(header, read);
  return read;
}

/** The compression a request accepts that the edge keeps (brotli before gzip), or null for neither. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const encoding = chosenEncoding(header);
  return encoding === 'identity' ? null : encoding;
}
