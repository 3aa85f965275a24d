import 'server-only';
import { headers } from 'next/headers';
import { config, siteOrigin } from '@/lib/config';
import { publicOrigin } from '@/lib/http/public-origin';

/** The public origin from the settings alone (mail links, jobs without a request), read at run time. */
export function siteUrl(): string {
  return siteOrigin();
}

/**
 * The public origin of the request being rendered: SITE_URL, else the trusted proxy's
 * X-Forwarded-Host and -Proto. Reading the request keeps every page's links out of the build.
 */
export async function requestSiteUrl(): Promise<string> {
  const { SITE_URL, PORT, TRUSTED_PROXIES } = config();
  // Only the forwarded host needs the request; reading it makes the page render per request,
  // so with SITE_URL set (or no proxy to believe) pages stay cacheable.
  if (SITE_URL || TRUSTED_PROXIES === undefined) return siteOrigin();
  return publicOrigin({ siteUrl: SITE_URL, port: PORT, trustProxy: true }, await headers());
}
