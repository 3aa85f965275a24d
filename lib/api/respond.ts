import 'server-only';
import type { z } from 'zod';
import { translator } from '@/lib/i18n/messages';
import { requestLocale } from './locale';

export type ApiErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'not_found'
  | 'rate_limited'
  | 'upstream_unavailable'
  | 'server_error'
  | 'unauthorized'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'invalid_credentials'
  | 'email_exists'
  | 'invalid_token'
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
  return Response.json({ error: { code, message: t(code), ...(fields ? { fields } : {}) } }, { status, headers });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Promise<Response> };

/** Reads and validates a JSON body; a body that is not JSON or not valid answers 400. */
export async function parseJson<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: apiError(request, 400, 'invalid_json') };
  }
  return parseValue(request, schema, body);
}

export function parseValue<T>(request: Request, schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return { ok: false, response: apiError(request, 400, 'invalid_input', fields) };
}

/**
 * Runs a handler and turns an unexpected failure into a JSON error, never a stack trace.
 * A failing upstream shop is a 502, anything else a logged 500 with a plain message.
 */
export function handle<C = unknown>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof Error && error.name === 'UpstreamError') return apiError(request, 502, 'upstream_unavailable');
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return apiError(request, 504, 'upstream_unavailable');
      console.error(error);
      return apiError(request, 500, 'server_error');
    }
  };
}
