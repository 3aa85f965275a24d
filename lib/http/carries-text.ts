import { brotliDecompressSync, constants, gunzipSync, inflateSync } from 'node:zlib';

/**
 * Whether the start of a body, in its content encoding, holds any text yet: a compressed stream
 * begins with its own header and flushes, which decode to nothing. An encoding this cannot read,
 * or bytes that do not decode, count as text (they are passed on as they are).
 */
export function carriesText(start: Buffer, encoding: string | number | string[] | undefined): boolean {
  if (start.length === 0) return false;
  try {
    switch (String(encoding ?? 'identity').trim().toLowerCase()) {
      case 'identity':
        return true;
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(start, { finishFlush: constants.Z_SYNC_FLUSH }).length > 0;
      case 'deflate':
        return inflateSync(start, { finishFlush: constants.Z_SYNC_FLUSH }).length > 0;
      case 'br':
        return brotliDecompressSync(start, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).length > 0;
      default:
        return true;
    }
  } catch {
    return true;
  }
}
