import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const FETCH_TIMEOUT_MS = 5000;
const MAX_BYTES = 10 * 1024 * 1024;

/** A catalogue image's bytes: files under public/ are read from disk, a remote shop's http(s) images fetched. */
async function imageBytes(src: string): Promise<Buffer | null> {
  if (/^https?:\/\//i.test(src)) {
    const response = await fetch(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || length > MAX_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > MAX_BYTES ? null : bytes;
  }
  if (!src.startsWith('/')) return null;
  const file = path.join(PUBLIC_DIR, decodeURIComponent(src.split(/[?#]/)[0]));
  if (!file.startsWith(`${PUBLIC_DIR}${path.sep}`)) return null;
  return readFile(file);
}

/**
 * The product photo as a PNG data URL fitted into `size` on white: the image renderer cannot
 * decode WebP, the catalogue's format. A photo that cannot be read leaves the card without one.
 */
export async function photoDataUrl(src: string | undefined, size: { width: number; height: number }): Promise<string | null> {
  if (!src) return null;
  try {
    const bytes = await imageBytes(src);
    if (!bytes) return null;
    const png = await sharp(bytes).resize({ ...size, fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
