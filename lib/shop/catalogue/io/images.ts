/**
 * The images of imported products. A cell names each image one of three ways:
 * - a path the shop already serves (`/products/...` from the build's public folder, `/api/uploads/<id>`
 *   for an image stored earlier), as an export writes them: kept as they are once known to exist;
 * - a file path relative to the catalogue file;
 * - an https URL, fetched within a size and time limit.
 * Files and URLs are checked by content and re-encoded exactly as uploads are (lib/shop/talk/uploads),
 * then stored as uploads when the import writes, so every instance serves them the way it serves
 * review photos. Checking happens before anything is written; the encoded images wait in a
 * temporary folder meanwhile, so a large catalogue's pictures are never all in memory.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/open';
import { uploads } from '../../../db/schema';
import { UPLOAD_ID_PATTERN } from '@/lib/shop/talk';
import { failureReason } from './problems';

export type ImageLimits = { maxBytes: number; timeoutMs: number };
/** A catalogue photo may be larger than a review photo; it is scaled down like one. */
export const IMAGE_LIMITS: ImageLimits = { maxBytes: 20 * 1024 * 1024, timeoutMs: 15_000 };

export type ImageStore = {
  /** The stored form of the bytes, or null when they are not an accepted image (lib/shop/talk/uploads's encodeImage). */
  encode: (bytes: Buffer) => Promise<Buffer | null>;
  /** Stores an encoded image; answers its id (lib/shop/talk/uploads's saveUpload). */
  save: (database: Database, encoded: Buffer) => Promise<{ id: string }>;
  fetch?: typeof fetch;
  limits?: ImageLimits;
  /** Where `/products/...` paths are looked up (the shop's public folder). */
  publicDir?: string;
};

const SHOP_PATH = /^\/(products\/[\w.-]+|api\/uploads\/([a-f0-9]{32}))$/;
export const uploadPath = (id: string) => `/api/uploads/${id}`;

class ImageProblem extends Error {}

/** Reads at most `maxBytes` of an https URL within `timeoutMs`, or explains why not. */
export async function fetchImage(url: string, limits: ImageLimits, fetcher: typeof fetch = fetch): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetcher(url, { signal, redirect: 'follow' });
    if (!response.url.startsWith('https:') && response.url !== '') throw new ImageProblem(`${url} redirected to ${response.url}, which is not https`);
    if (!response.ok) throw new ImageProblem(`${url} answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) throw new ImageProblem(`${url} is larger than ${limits.maxBytes} bytes`);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      total += part.value.byteLength;
      if (total > limits.maxBytes) {
        await reader!.cancel().catch(() => {});
        throw new ImageProblem(`${url} is larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(part.value);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof ImageProblem) throw error;
    if (signal.aborted) throw new ImageProblem(`${url} did not answer within ${limits.timeoutMs / 1000} s`);
    throw new ImageProblem(`${url} could not be fetched (${failureReason(error)})`);
  }
}

export class CatalogueImages {
  private readonly limits: ImageLimits;
  private readonly publicDir: string;
  /** Each image as written in a cell, and where it waits or already lives. */
  private readonly checked = new Map<string, { staged?: string; path?: string | Promise<string> }>();
  /** Whether an image of the file (a file or URL) and a stored upload hold the same picture, for rows naming the same pair. */
  private readonly compared = new Map<string, boolean>();
  private stagingDir?: string;

  constructor(
    private readonly store: ImageStore,
    private readonly baseDir: string,
  ) {
    this.limits = store.limits ?? IMAGE_LIMITS;
    this.publicDir = store.publicDir ?? path.join(process.cwd(), 'public');
  }

  /** Null when the image is usable, else what is wrong with it. */
  async check(database: Database, reference: string): Promise<string | null> {
    if (this.checked.has(reference)) return null;
    try {
      this.checked.set(reference, await this.prepare(database, reference));
      return null;
    } catch (error) {
      if (error instanceof ImageProblem) return error.message;
      throw error;
    }
  }

  /** The shop path of a checked image, storing it first if it came from a file or URL. */
  async stored(database: Database, reference: string): Promise<string> {
    const entry = this.checked.get(reference);
    if (!entry) throw new Error(`The image ${reference} was not checked before the import wrote.`);
    // Kept as a promise, so rows written side by side that name one image store it once.
    entry.path ??= fs.readFile(entry.staged!).then(async (encoded) => uploadPath((await this.store.save(database, encoded)).id));
    return entry.path;
  }

  /**
   * Whether a file or URL of the file holds the picture already stored at `storedPath`, as an
   * earlier import of it stored it (the same encoding of the same bytes): then the row does not
   * change that picture, and a write of the row keeps the stored one instead of storing it again.
   */
  async sameAsStored(database: Database, reference: string, storedPath: string | undefined): Promise<boolean> {
    const entry = this.checked.get(reference);
    const uploadId = storedPath && SHOP_PATH.exec(storedPath)?.[2];
    if (!entry?.staged || !uploadId) return false;
    const pair = `${reference}\n${uploadId}`;
    let same = this.compared.get(pair);
    if (same === undefined) {
      const [stored] = await database.select({ body: uploads.body }).from(uploads).where(eq(uploads.id, uploadId)).limit(1);
      same = Boolean(stored?.body && (await fs.readFile(entry.staged)).equals(stored.body));
      this.compared.set(pair, same);
    }
    if (same) entry.path ??= storedPath;
    return same;
  }

  /** Removes the encoded images waiting to be stored. */
  async dispose(): Promise<void> {
    if (this.stagingDir) await fs.rm(this.stagingDir, { recursive: true, force: true });
  }

  private async prepare(database: Database, reference: string): Promise<{ staged?: string; path?: string }> {
    if (reference.startsWith('/')) return { path: await this.shopPath(database, reference) };
    if (/^[a-z][a-z0-9+.-]*:/i.test(reference) && !/^https:/i.test(reference)) {
      throw new ImageProblem(`${reference}: only https URLs are fetched`);
    }
    const bytes = /^https:/i.test(reference) ? await fetchImage(reference, this.limits, this.store.fetch) : await this.readFile(reference);
    const encoded = await this.store.encode(bytes);
    if (!encoded) throw new ImageProblem(`${reference} is not a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF image`);
    this.stagingDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-images-'));
    const staged = path.join(this.stagingDir, `${this.checked.size}.webp`);
    await fs.writeFile(staged, encoded);
    return { staged };
  }

  private async shopPath(database: Database, reference: string): Promise<string> {
    const match = SHOP_PATH.exec(reference);
    if (!match) throw new ImageProblem(`${reference} is not an image of this shop (a path starting with / is /products/<file> or /api/uploads/<id>)`);
    const uploadId = match[2];
    if (uploadId && UPLOAD_ID_PATTERN.test(uploadId)) {
      const [row] = await database.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, uploadId)).limit(1);
      if (!row) throw new ImageProblem(`${reference} is not a stored image`);
    } else {
      const exists = await fs.stat(path.join(this.publicDir, match[1])).then((stat) => stat.isFile(), () => false);
      if (!exists) throw new ImageProblem(`${reference} is not a file of this shop's public folder`);
    }
    return reference;
  }

  private async readFile(reference: string): Promise<Buffer> {
    const file = path.resolve(this.baseDir, reference);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new ImageProblem(`${reference}: no such file (looked for ${file})`);
    if (stat.size > this.limits.maxBytes) throw new ImageProblem(`${reference} is larger than ${this.limits.maxBytes} bytes`);
    return fs.readFile(file);
  }
}
