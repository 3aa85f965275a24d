import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { EDGE_HEADERS } from './answers';
import { chosenEncoding } from './encoding';
import { etagMatches } from './stored-answers';

/**
 * The build's static files (`/_next/static/…`: scripts, style sheets, the font), answered by the
 * edge from memory as it answers a stored page: brotli and gzip made once at build time
 * (scripts/compress-build-files.mjs), headers ready, an ETag and 304. Next would read each file
 * and compress it with gzip again on every request (docs/edge.md, "Build files"). The files are
 * read once at start: their names change with their content, so what is read stays right until
 * the next build, and an address not among them (or a range request) is left to Next.
 */
export const BUILD_FILES_PREFIX = '/_next/static/';
/** Where scripts/compress-build-files.mjs writes the compressed forms, under the build's folder. */
export const COMPRESSED_DIR = 'static-compressed';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

type BuildFile = { headers: Record<string, string>; notModified: Record<string, string>; etag: string; raw: Buffer; br: Buffer | null; gzip: Buffer | null };

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** One file's answer: its bytes, the compressed forms written at build time, and its headers. */
function buildFile(name: string, raw: Buffer, br: Buffer | null, gzip: Buffer | null): BuildFile | null {
  const type = TYPES[path.extname(name)];
  if (!type) return null;
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  const vary: Record<string, string> = br || gzip ? { Vary: 'Accept-Encoding' } : {};
  const headers: Record<string, string> = { ...EDGE_HEADERS, 'Content-Type': type, 'Cache-Control': IMMUTABLE, ETag: etag, ...vary };
  return { headers, notModified: { ETag: etag, 'Cache-Control': IMMUTABLE, ...vary }, etag, raw, br, gzip };
}

export class BuildFiles {
  readonly #files: ReadonlyMap<string, BuildFile>;

  constructor(files: ReadonlyMap<string, BuildFile>) {
    this.#files = files;
  }

  get size(): number {
    return this.#files.size;
  }

  /** Answers a request for a build file; false when it is not one the edge answers (Next does). */
  send(request: IncomingMessage, response: ServerResponse): boolean {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range !== undefined) return false;
    const file = this.#files.get((request.url ?? '').split('?', 1)[0]);
    if (!file) return false;
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return false;
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, file.etag)) {
      response.writeHead(304, file.notModified);
      response.end();
      return true;
    }
    const coding = encoding === 'identity' ? null : encoding;
    const compressed = coding ? file[coding] : null;
    const body = compressed ?? file.raw;
    const headers: Record<string, string> = { ...file.headers, 'Content-Length': String(body.length) };
    if (coding && compressed) headers['Content-Encoding'] = coding;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
}

/**
 * Reads every file under `<distDir>/static` with its compressed forms. Null (Next answers them all)
 * where the build was not compressed: the edge would send them uncompressed, where Next at least gzips.
 */
export async function loadBuildFiles(distDir: string): Promise<BuildFiles | null> {
  const staticDir = path.join(distDir, 'static');
  const compressedDir = path.join(distDir, COMPRESSED_DIR);
  const there = await Promise.all([staticDir, compressedDir].map((dir) => fs.stat(dir).then((stat) => stat.isDirectory(), () => false)));
  if (!there.every(Boolean)) return null;
  const entries = await fs.readdir(staticDir, { withFileTypes: true, recursive: true });
  const files = new Map<string, BuildFile>();
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const relative = path.relative(staticDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        const compressed = path.join(compressedDir, relative);
        const [raw, br, gzip] = await Promise.all([fs.readFile(path.join(staticDir, relative)), readIfThere(`${compressed}.br`), readIfThere(`${compressed}.gz`)]);
        const file = buildFile(relative, raw, br, gzip);
        if (file) files.set(BUILD_FILES_PREFIX + relative, file);
      }),
  );
  return new BuildFiles(files);
}
