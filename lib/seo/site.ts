import 'server-only';
import { headers } from 'next/headers';
import { config, siteOrigin } from '@/lib/runtime/config';
import { publicOrigin } from '@/lib/edge/public-origin';
import { cameThroughTrustedProxy } from '@/lib/edge/client-address';

/** The public origin from the settings alone (mail links, jobs without a request), read at run time. */
export function siteUrl(): string {
  return siteOrigin();
}

/**
 * The public origin for answers rendered per request (sitemaps, robots.txt): SITE_URL, else the
 * X-Forwarded-Host and -Proto of a proxy TRUSTED_PROXIES names. Pages use siteUrl(): a page is
 * cached once per path and served to every host, so it can only carry the configured origin
 * (production behind a proxy therefore requires SITE_URL; docs/decisions.md, "The public origin is `SITE_URL`").
 */
export async function requestSiteUrl(): Promise<string> {
  const { SITE_URL, PORT, TRUSTED_PROXIES } = config();
  // Only the forwarded host needs the request; with SITE_URL set (or no proxy to believe) the
  // answer does not depend on it.
  if (SITE_URL || TRUSTED_PROXIES === undefined) return siteOrigin();
  const request = await headers();
  return publicOrigin({ siteUrl: SITE_URL, port: PORT, trustProxy: cameThroughTrustedProxy(request) }, request);
}
