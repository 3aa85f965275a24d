/** Reads one cookie from a request's Cookie header. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

type CookieOptions = { expires?: Date; maxAge?: number };

const secure = () => process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https://');

/** An httpOnly, SameSite=Lax cookie for the whole site; Secure whenever the site is served over HTTPS. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (secure()) parts.push('Secure');
  return parts.join('; ');
}
