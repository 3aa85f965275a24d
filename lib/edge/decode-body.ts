import { brotliDecompressSync, constants, gunzipSync, inflateSync } from 'node:zlib';

/**
 * An answer's body as text, decompressed by its Content-Encoding; null for an encoding it does not
 * know. `partial` reads the start of a body still being written (what has been decoded so far).
 */
export function decodeBody(body: Buffer, encoding: string | undefined, { partial = false } = {}): string | null {
  const zlib = partial ? { finishFlush: constants.Z_SYNC_FLUSH } : {};
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
      return body.toString('utf8');
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body, zlib).toString('utf8');
    case 'deflate':
      return inflateSync(body, zlib).toString('utf8');
    case 'br':
      return brotliDecompressSync(body, partial ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {}).toString('utf8');
    default:
      return null;
  }
}

/**
 * Whether the start of a body, in its content encoding, holds any text yet: a compressed stream
 * begins with its own header and flushes, which decode to nothing. An encoding this cannot read,
 * or bytes that do not decode, count as text (they are passed on as they are).
 */
export function carriesText(start: Buffer, encoding: string | number | string[] | undefined): boolean {
  if (start.length === 0) return false;
  try {
    const text = decodeBody(start, String(encoding ?? 'identity'), { partial: true });
    return text === null || text.length > 0;
  } catch {
    return true;
  }
}
