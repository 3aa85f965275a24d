/**
 * An answer held back by a wrapper around Node's ServerResponse (the cached pages' policy, the
 * whole not-found page): the head Next wrote, the body's bytes so far, and the callbacks of the
 * writes, called once the bytes have been sent.
 */
export type HeldBody = { head: unknown[] | null; chunks: Buffer[]; bytes: number; callbacks: (() => void)[] };

export const heldBody = (): HeldBody => ({ head: null, chunks: [], bytes: 0, callbacks: [] });

/** The bytes of one `write` or `end` argument, or null when it carries none (a callback in its place). */
export function bufferOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}

/** Holds one `write(chunk, encoding?, callback?)`; answers whether what is held is still within `limit` bytes. */
export function holdWrite(held: HeldBody, chunk: unknown, encoding: unknown, callback: unknown, limit: number): boolean {
  const buffer = bufferOf(chunk, encoding);
  if (buffer) {
    held.chunks.push(buffer);
    held.bytes += buffer.length;
  }
  const done = typeof encoding === 'function' ? encoding : callback;
  if (typeof done === 'function') held.callbacks.push(done as () => void);
  return held.bytes <= limit;
}
