import 'server-only';
import type { z } from 'zod';
import { unstable_rethrow } from 'next/navigation';
import { translator } from '@/lib/i18n/messages';
import { siteOrigin } from '@/lib/runtime/config';
import { logger } from '@/lib/runtime/logger';
import { BodyTooLarge, JSON_BODY_LIMIT, parseJsonText, readBody } from './body';
import { fieldErrorKey } from './field-errors';
import { requestLocale } from '../i18n/request-locale';
import { currentBreaker } from '@/lib/shop/shop-server/current-breaker';

export type ApiErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'not_found'
  | 'rate_limited'
  | 'upstream_unavailable'
  | 'server_error'
  | 'unauthorized'
  | 'payload_too_large'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'unsupported_content_type'
  | 'cross_site'
  | 'method_not_allowed'
  | 'invalid_visitor'
  | 'invalid_credentials'
  | 'email_exists'
  | 'invalid_token'
  | 'address_limit'
  | 'invalid_signature';

/** `{ error: { code, message, fields? } }` with the message in the shopper's language. */
export async function apiError(
  request: Request,
  status: number,
  code: ApiErrorCode,
  fields?: Record<string, string[] | undefined>,
  headers?: HeadersInit,
): Promise<Response> {
  const t = translator(requestLocale(request), 'api');
  const answer = Response.json({ error: { code, message: t(code), ...(fields ? { fields } : {}) } }, { status, headers });
  answer.headers.set('cache-control', 'no-store');
  return answer;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Promise<Response> };

/**
 * Reads (at most JSON_BODY_LIMIT bytes) and validates a JSON body. Unreadable JSON answers 400,
 * a NUL character or runaway nesting 400 with the field named, an oversized body 413.
 */
export async function parseJson<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const parsed = parseJsonText(await readBody(request, JSON_BODY_LIMIT));
  if (!parsed.ok) {
    if (parsed.problem === 'invalid_json') return { ok: false, response: apiError(request, 400, 'invalid_json') };
    const key = parsed.problem === 'too_deep' ? 'tooDeep' : 'invalidCharacters';
    return { ok: false, response: apiError(request, 400, 'invalid_input', { [parsed.path || '_']: [key] }) };
  }
  return parseValue(request, schema, parsed.value);
}

/** Validates a value; field errors are message keys (the schema's own, else one per kind of problem). */
export function parseValue<T>(request: Request, schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value, { error: fieldErrorKey });
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return { ok: false, response: apiError(request, 400, 'invalid_input', fields) };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = /^(application\/json|multipart\/form-data)\s*(;|$)/i;

/**
 * A state-changing request must come from one of our own pages: the browser's Sec-Fetch-Site
 * says so, or (older browsers) its Origin is this site: SITE_URL's, the address it was sent to
 * (its Host header: the shop's server names itself `localhost` to Next, so `request.url` does
 * not carry it), or `request.url`'s. A request that says neither is refused, so a form or script
 * on another site cannot act with the shopper's cookies.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === new URL(request.url).origin || origin === siteOrigin()) return true;
  const host = request.headers.get('host');
  return host !== null && URL.canParse(origin) && new URL(origin).host === host;
}

function hasBody(request: Request): boolean {
  return Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding') || request.headers.has('content-type');
}

/** A path that cannot name anything we serve: undecodable, or with a NUL or other control character. */
function unusablePath(request: Request): boolean {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(new URL(request.url).pathname));
  } catch {
    return true;
  }
}

type DatabaseFailure = { code?: unknown; cause?: unknown };

/** PostgreSQL's SQLSTATE of a failed query, looking through the query builder's wrapper. */
function sqlState(error: unknown): string | null {
  for (let current = error as DatabaseFailure | undefined, depth = 0; current && depth < 4; current = current.cause as DatabaseFailure, depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return null;
}

/** An unexpected failure, with the request's id (lib/edge/request-log.ts) so its request line joins it. */
function logFailure(request: Request, error: unknown, message: string) {
  logger.error({ err: error, requestId: request.headers.get('x-request-id') ?? undefined, method: request.method, path: new URL(request.url).pathname }, message);
}

/** Options of a POST that only reads (search, listings): no cross-site check, nothing to forge. */
export const READ_ONLY: HandleOptions = { sameOrigin: false };

export type HandleOptions = {
  /** Largest body the route accepts (JSON routes: JSON_BODY_LIMIT). */
  maxBody?: number;
  /**
   * Whether state-changing requests must be same-origin JSON or multipart. Off only for a POST
   * that reads (READ_ONLY) and a route called by another server with its own proof of origin
   * (a signed webhook).
   */
  sameOrigin?: boolean;
};

/**
 * Runs a handler behind the checks every API route shares, and turns an unexpected failure into
 * a JSON error, never a stack trace: an unusable path is a 404, a cross-site or non-JSON write a
 * 403/415, an oversized body a 413, a value PostgreSQL cannot store a 400, a failing upstream
 * shop a 502/504 (503 with Retry-After while its circuit is open), anything else a logged 500 with a plain message. Answers are not cached
 * unless the handler says otherwise.
 */
export function handle<C = unknown>(handler: (request: Request, context: C) => Promise<Response>, options: HandleOptions = {}) {
  const { maxBody = JSON_BODY_LIMIT, sameOrigin = true } = options;
  const checked = async (request: Request, context: C): Promise<Response> => {
    if (unusablePath(request)) return apiError(request, 404, 'not_found');
    if (!SAFE_METHODS.has(request.method) && sameOrigin) {
      if (!isSameOrigin(request)) return apiError(request, 403, 'cross_site');
      if (hasBody(request) && !BODY_TYPES.test(request.headers.get('content-type') ?? '')) return apiError(request, 415, 'unsupported_content_type');
    }
    if (Number(request.headers.get('content-length') ?? 0) > maxBody) return apiError(request, 413, 'body_too_large');
    try {
      return await handler(request, context);
    } catch (error) {
      // Next's own signals (a GET that turns out to need the request) are not failures.
      unstable_rethrow(error);
      if (error instanceof BodyTooLarge) return apiError(request, 413, 'body_too_large');
      if (error instanceof Error && error.name === 'UpstreamError') {
        const upstream = error as Error & { timedOut?: boolean; retryAfter?: number };
        // The circuit is open: the shop server was not asked, and says when to come back.
        if (upstream.retryAfter !== undefined) return apiError(request, 503, 'upstream_unavailable', undefined, { 'retry-after': String(upstream.retryAfter) });
        logFailure(request, error, 'API failure: the shop server failed');
        return apiError(request, upstream.timedOut ? 504 : 502, 'upstream_unavailable');
      }
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return apiError(request, 504, 'upstream_unavailable');
      // An UpstreamError thrown inside a 'use cache' function arrives as Next's generic error with
      // a digest (its name and fields are not carried over); while the shop server's calls fail it is that.
      const breaker = currentBreaker();
      if (breaker?.failing() && error instanceof Error && 'digest' in error) {
        logFailure(request, error, 'API failure while the shop server fails');
        return breaker.refusing()
          ? apiError(request, 503, 'upstream_unavailable', undefined, { 'retry-after': String(breaker.retryAfterSeconds()) })
          : apiError(request, 502, 'upstream_unavailable');
      }
      // Class 22 is "data exception": a number out of range, a character text cannot hold.
      if (sqlState(error)?.startsWith('22')) return apiError(request, 400, 'invalid_input');
      logFailure(request, error, 'API failure');
      return apiError(request, 500, 'server_error');
    }
  };
  return async (request: Request, context: C): Promise<Response> => {
    const answer = await checked(request, context);
    if (!answer.headers.has('cache-control')) answer.headers.set('cache-control', 'no-store');
    return answer;
  };
}
