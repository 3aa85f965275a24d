/** The compressed forms the edge keeps of a whole answer, made once when it is kept. */
export type Encoded = { gzip?: Buffer; br?: Buffer };

const accepted = new Map<string, 'br' | 'gzip' | null>();
/** Distinct Accept-Encoding values are few (one per browser version); more than this are read each time. */
const REMEMBERED = 200;

function readAcceptEncoding(header: string): 'br' | 'gzip' | null {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    named.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const weight = (name: string) => named.get(name) ?? named.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** The compression a request accepts that the edge keeps (brotli before gzip), or null for neither. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const known = accepted.get(header);
  if (known !== undefined) return known;
  const read = readAcceptEncoding(header);
  if (accepted.size < REMEMBERED) accepted.set(header, read);
  return read;
}
