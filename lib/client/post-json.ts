/** Browser side of this site's JSON API: the server's translated message comes back on failure. */
export type PostResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null; fields?: Record<string, string[]> };

export async function postJson<T = unknown>(path: string, body: unknown, locale: string): Promise<PostResult<T>> {
  return sendJson<T>('POST', path, body, locale);
}

/** Any method; a body-less answer (204) comes back as `data: null`. */
export async function sendJson<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, locale: string): Promise<PostResult<T>> {
  try {
    const response = await fetch(`${path}${path.includes('?') ? '&' : '?'}locale=${locale}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const json = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: json as T };
    return { ok: false, status: response.status, message: json?.error?.message ?? null, fields: json?.error?.fields };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
