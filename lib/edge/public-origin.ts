export type OriginSettings = {
  /** SITE_URL: the operator's declared public address, which always wins. */
  siteUrl?: string;
  port: number;
  /** TRUSTED_PROXIES is set: the proxy in front rewrites X-Forwarded-Host and -Proto. */
  trustProxy: boolean;
};

type HeaderSource = { get(name: string): string | null };

const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstValue = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin shoppers reach the shop at, for canonical links, hreflang, Open Graph and sitemap.
 * Forwarded headers count only behind a trusted proxy: Next fills X-Forwarded-Host from the
 * Host header itself, so without one any client could name its own host in our links.
 */
export function publicOrigin(settings: OriginSettings, headers: HeaderSource): string {
  if (settings.siteUrl) return settings.siteUrl.replace(/\/+$/, '');
  const fallback = `http://localhost:${settings.port}`;
  if (!settings.trustProxy) return fallback;
  const host = firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host'));
  const proto = firstValue(headers.get('x-forwarded-proto'))?.toLowerCase() ?? 'http';
  // A value with a path, user or query is not a host: refuse it rather than build links on it.
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return fallback;
  return new URL(`${proto}://${host}`).origin;
}
