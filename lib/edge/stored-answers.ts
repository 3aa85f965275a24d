import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import type { PageRead } from '@/lib/cache/page-cache-handler.mjs';
import { chosenEncoding } from './encoding';

/**
 * Cached pages answered like files (docs/edge.md, "Stored answers"). A page Next answered from its
 * page cache (a HIT) is asked once more by the server itself, uncompressed, and kept whole: its
 * headers as Next sent them (the policy with the hashes of exactly that HTML, the ETag, the
 * cache headers), and its body compressed once with brotli and gzip. The next requests for the
 * same address get it from memory before admission and Next: 304 when `If-None-Match` names its
 * ETag, otherwise one write of the compressed bytes. Nothing is parsed, hashed or compressed per
 * request.
 *
 * Exact expiry: an answer remembers the page-cache entries it was made from (the cache handler
 * reports each read, lib/cache/page-cache-handler.mjs), and is sent only while each is still the
 * entry kept with no tag expired since, by this instance or another over Redis, and within its
 * revalidate time. Otherwise it is dropped and the request goes to Next, which renders again.
 *
 * What is kept, and what is not:
 * - GET of a page address whose answer was a 200 HIT of the page cache with public cache headers,
 *   no `Set-Cookie` and a policy without a nonce. Pages in the page cache read no cookie (Next
 *   would not cache them), so a request's cookies do not change them and are not looked at; Next's
 *   draft-mode cookie passes.
 * - HEAD gets the kept headers without a body; RSC requests (the router's payloads, `RSC` header)
 *   pass to Next. A request that accepts no compression (a monitor, curl, some crawlers) gets the
 *   page as it is: unzipped once, when first asked so, and kept with the answer (its bytes counted);
 *   one that refuses the page as it is passes to Next.
 */
export type StoredAnswer = {
  headers: Record<string, string>;
  etag: string;
  br: Buffer;
  gzip: Buffer;
  /** The page's own length, sent uncompressed. */
  plainBytes: number;
  /** The page uncompressed, once a client asked for it so (`StoredAnswers#plainBody`). */
  plain?: Promise<Buffer>;
  reads: PageRead[];
  /** Past this the page cache would answer STALE and render again: the answer is dropped. */
  freshUntil: number;
  bytes: number;
};

/** Marks an answer sent from the stored answers. */
export const STORED_HEADER = 'x-shop-stored';

/** Headers that belong to one answer, not to the page: never kept. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-request-id', 'set-cookie']);
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The page-cache entries read while a request ran: the cache handler reports to this request's list. */
const readsOfRequest = new AsyncLocalStorage<PageRead[]>();

export const recordPageRead = (read: PageRead): void => void readsOfRequest.getStore()?.push(read);

/** Runs `work` (Next's handling of one request) noting the page-cache entries it reads in `reads`. */
export function readingPages<T>(reads: PageRead[], work: () => T): { result: T; reads: PageRead[] } {
  return { result: readsOfRequest.run(reads, work), reads };
}

/** Whether a request may be answered from the stored answers at all (its address is looked up only then). */
export function askableFromStore(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined) return false;
  return !request.headers.cookie?.includes(DRAFT_MODE_COOKIE);
}

type Head = { status: number; get(name: string): string | number | string[] | undefined | null };

/** Whether an answer Next gave may be kept: a whole cached page, the same for every visitor. */
export function storable(head: Head): boolean {
  const text = (name: string) => {
    const value = head.get(name);
    return value === undefined || value === null ? '' : String(value);
  };
  const cacheControl = text('cache-control');
  return (
    head.status === 200 &&
    text('x-nextjs-cache') === 'HIT' &&
    /^text\/html\b/.test(text('content-type')) &&
    text('etag') !== '' &&
    !text('set-cookie') &&
    /\bs-maxage=\d/.test(cacheControl) &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    !text('content-security-policy').includes("'nonce-")
  );
}

const compressGzip = promisify(gzip);
const unzip = promisify(gunzip);
const compressBrotli = promisify(brotliCompress);

type KeptBody = { br: Buffer; gzip: Buffer; plainBytes: number };

/** Compresses a page once for keeping: brotli at the quality static files get from a build step, gzip at its default. */
export async function encodeOnce(body: Buffer): Promise<KeptBody> {
  const [br, zipped] = await Promise.all([
    compressBrotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    compressGzip(body),
  ]);
  return { br, gzip: zipped, plainBytes: body.length };
}

/** A kept answer from Next's headers and body and the page-cache entries it was made from. */
export function storedAnswer(headers: Iterable<[string, string]>, encoded: KeptBody, reads: PageRead[]): StoredAnswer {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) if (!OWN_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  // Says where the answer came from (the upgrade checks find the seam they rely on by it).
  kept[STORED_HEADER] = '1';
  const vary = kept.vary?.split(',').map((part) => part.trim()) ?? [];
  if (!vary.some((part) => part.toLowerCase() === 'accept-encoding')) kept.vary = [...vary, 'Accept-Encoding'].join(', ');
  const freshUntil = Math.min(...reads.map((read) => (typeof read.revalidate === 'number' ? read.lastModified + read.revalidate * 1000 : Infinity)));
  const bytes = encoded.br.length + encoded.gzip.length + JSON.stringify(kept).length;
  return { headers: kept, etag: kept.etag, br: encoded.br, gzip: encoded.gzip, plainBytes: encoded.plainBytes, reads, freshUntil, bytes };
}

/** Headers a 304 carries (RFC 9110 15.4.5), the policy included: the browser updates its stored copy's with them. */
const NOT_MODIFIED_HEADERS = ['etag', 'cache-control', 'vary', 'content-security-policy', 'x-nextjs-cache'];

/** Whether an If-None-Match header names `etag` (weakly compared, RFC 9110 13.1.2) or is `*`. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends a kept answer in the encoding the request accepts; false when it accepts none the edge can
 * send. `plainBody` gives the page uncompressed (`StoredAnswers#plainBody`).
 */
export function sendStored(request: IncomingMessage, response: ServerResponse, answer: StoredAnswer, plainBody: () => Promise<Buffer>): boolean {
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (!encoding) return false;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, answer.etag)) {
    for (const name of NOT_MODIFIED_HEADERS) if (answer.headers[name] !== undefined) response.setHeader(name, answer.headers[name]);
    response.writeHead(304);
    response.end();
    return true;
  }
  if (encoding === 'identity') {
    sendPlain(request, response, answer, plainBody);
    return true;
  }
  const body = answer[encoding];
  response.writeHead(200, { ...answer.headers, 'content-encoding': encoding, 'content-length': String(body.length) });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

function sendPlain(request: IncomingMessage, response: ServerResponse, answer: StoredAnswer, plainBody: () => Promise<Buffer>) {
  const headers = { ...answer.headers, 'content-length': String(answer.plainBytes) };
  if (request.method === 'HEAD') {
    response.writeHead(200, headers);
    response.end();
    return;
  }
  plainBody().then(
    (body) => {
      response.writeHead(200, headers);
      response.end(body);
    },
    (error: Error) => response.destroy(error),
  );
}

export type StoreOptions = { maxBytes: number; isCurrent: (read: PageRead) => boolean; now?: () => number };

/** The kept answers by address, the least recently sent out first once they pass `maxBytes`. */
export class StoredAnswers {
  readonly #answers = new Map<string, StoredAnswer>();
  #bytes = 0;

  constructor(readonly options: StoreOptions) {}

  get bytes(): number {
    return this.#bytes;
  }

  get count(): number {
    return this.#answers.size;
  }

  has(url: string): boolean {
    return this.#answers.has(url);
  }

  /** The answer kept for this address while every entry it was made from is current, else null. */
  get(url: string): StoredAnswer | null {
    const answer = this.#answers.get(url);
    if (!answer) return null;
    if ((this.options.now ?? Date.now)() >= answer.freshUntil || !answer.reads.every(this.options.isCurrent)) {
      this.#drop(url, answer);
      return null;
    }
    this.#answers.delete(url);
    this.#answers.set(url, answer);
    return answer;
  }

  put(url: string, answer: StoredAnswer): void {
    const old = this.#answers.get(url);
    if (old) this.#drop(url, old);
    if (answer.bytes > this.options.maxBytes) return;
    this.#answers.set(url, answer);
    this.#bytes += answer.bytes;
    this.#evict();
  }

  /**
   * The page of a kept answer uncompressed: unzipped once, in libuv's thread pool, by the first
   * request that takes no compression, and kept with the answer while it is kept, its bytes counted.
   * Unzipping for each such request made a burst of them a third as fast as compressed ones, with
   * 160 MB more memory in flight.
   */
  plainBody(url: string, answer: StoredAnswer): Promise<Buffer> {
    answer.plain ??= unzip(answer.gzip).then((body) => {
      if (this.#answers.get(url) === answer) {
        answer.bytes += body.length;
        this.#bytes += body.length;
        this.#evict();
      }
      return body;
    });
    return answer.plain;
  }

  #evict() {
    for (const [oldest, kept] of this.#answers) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#drop(oldest, kept);
    }
  }

  #drop(url: string, answer: StoredAnswer) {
    this.#answers.delete(url);
    this.#bytes -= answer.bytes;
  }
}
