import 'server-only';
import { config } from '@/lib/runtime/config';
import { isIP } from 'node:net';
import { clientAddress } from '@/lib/edge/client-address';
import { DEFAULT_DETECTION } from './default-detection';
import { countryFromHeader, parsePrimaryGeo, parseSecondaryGeo, type GeoDetection } from './detect';

export type GeoAnswer = GeoDetection & { source: 'header' | 'primary' | 'secondary' | 'default' };

export const GEO_TIMEOUT_MS = 8000;
// `{ip}` is replaced by the shopper's address: asked without one, a provider would locate this server.

const COUNTRY_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry'];

type GeoOptions = { fetch?: typeof fetch; primaryUrl?: string; secondaryUrl?: string; timeoutMs?: number };

/**
 * The spec's first provider answers `Currency` and `CountryName`; ipapi-style services spell
 * the same fields `currency` and `country_name`. Keys are compared without case or underscores
 * so either shape reaches the spec's parser.
 */
export function normalizePrimaryGeo(json: unknown): unknown {
  if (typeof json !== 'object' || json === null) return json;
  const fields: Record<string, string> = { currency: 'Currency', countryname: 'CountryName', country: 'Country' };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const name = fields[key.replaceAll('_', '').toLowerCase()];
    if (name && !(name in out)) out[name] = value;
  }
  return out;
}

/**
 * A public address of the shopper, or null when there is none to ask about (local, private,
 * absent). It is the same client address the rate limits use: the TCP peer, or the
 * `X-Forwarded-For` entry that `TRUSTED_PROXIES` vouches for, never an entry the client wrote.
 */
export function publicClientIp(request: Request): string | null {
  const ip = clientAddress(request);
  if (!isIP(ip)) return null;
  const privateRange = /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.|::1$|f[cd][0-9a-f]{2}:|fe80:|::ffff:(10|127|192\.168)\.)/i;
  return privateRange.test(ip) ? null : ip;
}

async function ask(fetcher: typeof fetch, template: string, ip: string, timeoutMs: number, parse: (json: unknown) => GeoDetection | null) {
  try {
    const response = await fetcher(template.replaceAll('{ip}', encodeURIComponent(ip)), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) return null;
    return parse(await response.json());
  } catch {
    return null;
  }
}

/** The host's country header, else the two providers in turn, else USD / United States. Never throws. */
export async function detectGeo(request: Request, options: GeoOptions = {}): Promise<GeoAnswer> {
  for (const header of COUNTRY_HEADERS) {
    const found = countryFromHeader(request.headers.get(header));
    if (found) return { ...found, source: 'header' };
  }
  const ip = publicClientIp(request);
  if (ip) {
    const fetcher = options.fetch ?? fetch;
    const timeoutMs = options.timeoutMs ?? GEO_TIMEOUT_MS;
    const primaryUrl = options.primaryUrl ?? config().GEO_PRIMARY_URL;
    const secondaryUrl = options.secondaryUrl ?? config().GEO_SECONDARY_URL;
    const primary = await ask(fetcher, primaryUrl, ip, timeoutMs, (json) => parsePrimaryGeo(normalizePrimaryGeo(json)));
    if (primary) return { ...primary, source: 'primary' };
    const secondary = await ask(fetcher, secondaryUrl, ip, timeoutMs, parseSecondaryGeo);
    if (secondary) return { ...secondary, source: 'secondary' };
  }
  return { ...DEFAULT_DETECTION, source: 'default' };
}
