import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { UPLOAD_ID_PATTERN } from './upload-limits';

/** Raster formats a review photo may arrive in; SVG (scriptable) and anything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Larger photos are scaled down: reviews show them at thumbnail and lightbox sizes. */
const MAX_EDGE = 2000;
/** Guards the decoder against pixel bombs (a tiny file that decodes to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;
const STORED_TYPE = 'image/webp';

/**
 * The stored form of an upload, or null when the bytes are not an accepted raster image,
 * whatever the file was called. Re-encoding also drops EXIF data such as the camera's location.
 */
export async function encodeImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format, width, height } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) return null;
    return await image.rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch {
    // Truncated or corrupt data that only looks like an image.
    return null;
  }
}

/**
 * Stores an encoded image under a random id, bytes and all, in the database: every instance on
 * it serves the image and its backups hold it (docs/decisions.md). Reviews can only point at ids
 * recorded here.
 */
export async function saveUpload(database: Database, encoded: Buffer): Promise<{ id: string; contentType: string; bytes: number }> {
  const id = randomBytes(16).toString('hex');
  await database.insert(uploads).values({ id, contentType: STORED_TYPE, bytes: encoded.length, body: encoded });
  return { id, contentType: STORED_TYPE, bytes: encoded.length };
}

/** One row by its primary key; a row still waiting for its file to be moved in is not served yet. */
export async function readUpload(database: Database, id: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (!UPLOAD_ID_PATTERN.test(id)) return null;
  const [row] = await database
    .select({ contentType: uploads.contentType, body: uploads.body })
    .from(uploads)
    .where(and(eq(uploads.id, id), isNotNull(uploads.body)))
    .limit(1);
  return row?.body ? { body: row.body, contentType: row.contentType } : null;
}
