/** The largest JSON body any route reads: far above the biggest real form (a 50-line order). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Deeper JSON than any of our schemas describe is refused before validation walks it. */
export const MAX_JSON_DEPTH = 16;

export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/**
 * Reads a request body, stopping as soon as it passes `limit` bytes: a declared length past the
 * limit is refused before reading, and a chunked body is cut off at the limit, so an oversized
 * upload never sits in memory whole.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A multipart body read within `limit` bytes, parsed by the platform's FormData. */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const body = await readBody(request, limit);
  return new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
}

export type JsonProblem = 'invalid_json' | 'too_deep' | 'nul_character';

/**
 * Parses a JSON body and looks through it once: a NUL character (which PostgreSQL cannot store
 * in text) or nesting past MAX_JSON_DEPTH is reported with the path where it was found.
 */
export function parseJsonText(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; problem: JsonProblem; path?: string } {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, problem: 'invalid_json' };
  }
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (path.length > MAX_JSON_DEPTH) return { ok: false, problem: 'too_deep' };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { ok: false, problem: 'nul_character', path: path.join('.') };
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return { ok: false, problem: 'nul_character', path: path.join('.') };
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return { ok: true, value };
}
