import type { ServerResponse } from 'node:http';
import { everyPathHeaders, INLINE_SCRIPT_HASHES, withInlineScriptHashes } from '../security/headers';
import { inlineScriptHashes } from '../security/inline-scripts';
import { bufferOf, heldBody, holdWrite, type HeldBody } from '@/lib/edge/held-body';
import { decodeBody } from '@/lib/edge/decode-body';
import { methodsOf, type ResponseMethods } from '@/lib/edge/response-methods';

/**
 * Fills the placeholder of the cached pages' policy with the hashes of the inline scripts the
 * page carries (docs/decisions.md, "Content-Security-Policy"). The shop's server
 * (lib/edge/serve.ts) wraps each answer it hands to Next with `hashPolicyOf`, below Next and
 * its compression, the way a compression middleware wraps an answer:
 *
 * - An answer whose policy has no placeholder (a page with a nonce: pages that render per
 *   request, search and listings outside the page cache included) passes untouched and streams.
 * - An HTML answer whose ETag was seen before gets the hashes found then: a cached page (a HIT,
 *   answered whole with an ETag computed from its bytes) is read once per rendering, not once per
 *   request. A 304 or a HEAD of it gets the same policy.
 * - Any other HTML answer (the first answer of a cached page's rendering, streamed without an
 *   ETag) is held until it ends, read (decompressed when Next compressed it), and sent with its
 *   hashes; an answer past MAX_HELD_BYTES is sent on as it comes, with the policy that allows no
 *   inline script, so no answer is held in memory beyond that size.
 * - A 304 for an ETag this process has not read loses the header, so the browser keeps the policy
 *   it stored with the page; anything else (not HTML, a HEAD, a body that cannot be read) gets
 *   the policy with no inline script allowed at all.
 * - An answer Next wrote before its header rules applied gets the same security headers as every
 *   other answer, then the steps above. A 304 is left alone: its headers would replace those the
 *   browser stored with the page.
 */
const POLICY = 'content-security-policy';
/** About 2 KB each: the hashes of this many renderings, the most recently read kept (10 MB). */
const REMEMBERED_RENDERINGS = 5000;
/** A product page is about 140 KB before compression: ten times that is no page of this shop. */
export const MAX_HELD_BYTES = 2 * 1024 * 1024;

type Held = HeldBody;
type Decision = 'pass' | Held;

const decisions = new WeakMap<ServerResponse, Decision>();
const hashesByEtag = new Map<string, string[]>();

function remember(etag: string, hashes: string[]) {
  hashesByEtag.delete(etag);
  hashesByEtag.set(etag, hashes);
  if (hashesByEtag.size > REMEMBERED_RENDERINGS) hashesByEtag.delete(hashesByEtag.keys().next().value!);
}

function header(response: ServerResponse, name: string): string | undefined {
  const value = response.getHeader(name);
  return typeof value === 'string' ? value : undefined;
}

const baselineHeaders = everyPathHeaders(process.env.NODE_ENV === 'development');

function decide(response: ServerResponse): Decision {
  const known = decisions.get(response);
  if (known) return known;
  let decision: Decision = 'pass';
  if (header(response, POLICY) === undefined && response.statusCode !== 304 && !response.headersSent) {
    for (const { key, value } of baselineHeaders) if (!response.hasHeader(key)) response.setHeader(key, value);
  }
  const policy = header(response, POLICY);
  if (policy?.includes(INLINE_SCRIPT_HASHES) && !response.headersSent) {
    const etag = header(response, 'etag');
    const hashes = etag === undefined ? undefined : hashesByEtag.get(etag);
    const bodiless = response.req?.method === 'HEAD' || response.statusCode === 204 || response.statusCode < 200;
    if (hashes) response.setHeader(POLICY, withInlineScriptHashes(policy, hashes));
    // Next answers a 304 before it names the content type: it cannot be told from any other 304.
    else if (response.statusCode === 304) response.removeHeader(POLICY);
    else if (bodiless || !/^text\/html\b/i.test(header(response, 'content-type') ?? '')) response.setHeader(POLICY, withInlineScriptHashes(policy, []));
    else decision = heldBody();
  }
  decisions.set(response, decision);
  return decision;
}

/** Null when the body cannot be read (an unknown or broken encoding). */
function hashesOf(response: ServerResponse, body: Buffer): string[] | null {
  try {
    const html = decodeBody(body, header(response, 'content-encoding'));
    return html === null ? null : inlineScriptHashes(html).hashes;
  } catch {
    return null;
  }
}

type Callback = (error?: Error | null) => void;

/** Sends what was held with the policy that allows no inline script, and lets the rest stream. */
function release(response: ServerResponse, held: Held, original: ResponseMethods) {
  decisions.set(response, 'pass');
  response.setHeader(POLICY, withInlineScriptHashes(header(response, POLICY)!, []));
  if (held.head) (original.writeHead as (...a: unknown[]) => ServerResponse).apply(response, held.head);
  for (const chunk of held.chunks) (original.write as (chunk: Buffer) => boolean).call(response, chunk);
  for (const callback of held.callbacks) callback();
}

/** Wraps this one answer's methods (nothing else in the process changes). */
export function hashPolicyOf(response: ServerResponse): void {
  const original = methodsOf(response);
  const { writeHead, flushHeaders, write, end } = original;

  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const held = decide(this);
    if (held === 'pass') return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    held.head ??= args;
    return this;
  } as typeof writeHead;

  response.flushHeaders = function (this: ServerResponse) {
    if (decide(this) === 'pass') flushHeaders.call(this);
  };

  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const held = decide(this);
    if (held === 'pass') return (write as (...a: unknown[]) => boolean).apply(this, [chunk, encoding, callback].slice(0, arguments.length));
    if (holdWrite(held, chunk, encoding, callback, MAX_HELD_BYTES)) return true;
    release(this, held, original);
    return !this.writableNeedDrain;
  } as typeof write;

  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const held = decide(this);
    if (held === 'pass') return (end as (...a: unknown[]) => ServerResponse).apply(this, [chunk, encoding, callback].slice(0, arguments.length));
    const buffer = bufferOf(chunk, encoding);
    if (buffer) held.chunks.push(buffer);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as Callback | undefined;
    decisions.set(this, 'pass');
    const body = Buffer.concat(held.chunks);
    const hashes = hashesOf(this, body);
    const etag = header(this, 'etag');
    if (etag !== undefined && hashes) remember(etag, hashes);
    this.setHeader(POLICY, withInlineScriptHashes(header(this, POLICY)!, hashes ?? []));
    if (held.head) (writeHead as (...a: unknown[]) => ServerResponse).apply(this, held.head);
    return (end as (chunk: Buffer, callback: () => void) => ServerResponse).call(this, body, () => {
      for (const callback of held.callbacks) callback();
      done?.();
    });
  } as typeof end;
}
