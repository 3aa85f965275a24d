/**
 * PGlite's own bytea codec works byte by byte in JavaScript (an array of two-digit strings on the
 * way in, a parseInt per byte on the way out): six 2.8 MB photos took 14 s to write and 6 s to
 * read, with RSS 300 MB higher, on a busy 2-core machine. Node's hex codec does the same work in
 * native code: 3.7 s and 0.8 s, no growth. Both speak PostgreSQL's hex format (`\x0a1b…`).
 */
export const parseBytea = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

export const serializeBytea = (value: Uint8Array): string => `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
