import 'server-only';
import { config } from '@/lib/runtime/config';
import { z } from 'zod';
import { FALLBACK_RATES } from './fallback-rates';
import { ratesAreFresh } from './format';

export type RatesSource = 'live' | 'stale' | 'fallback';
export type RatesAnswer = { conversion_rates: Record<string, number>; timestamp: number; source: RatesSource };

const upstreamSchema = z.object({ conversion_rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().finite()) });

const RATES_TIMEOUT_MS = 8000;
// After a failure the service is left alone for a while instead of being asked on every page view.
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

type RatesOptions = {
  apiUrl?: string;
  apiKey?: string;
  fetch?: typeof fetch;
  now?: () => number;
};

/**
 * The rates every browser converts with, fetched once a day for all of them. The key is
 * only ever in the server's outgoing URL. When the service fails, yesterday's rates are
 * better than none, and the built-in table is better than a broken price.
 */
export function createRatesCache(options: RatesOptions = {}) {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { conversion_rates: Record<string, number>; timestamp: number } | null = null;
  let pending: Promise<RatesAnswer> | null = null;
  let failedAt: number | null = null;

  async function refresh(): Promise<RatesAnswer> {
    const apiKey = options.apiKey ?? config().RATES_API_KEY;
    const apiUrl = (options.apiUrl ?? config().RATES_API_URL).replace(/\/+$/, '');
    const resting = failedAt !== null && now() - failedAt < RETRY_AFTER_FAILURE_MS;
    if (apiKey && !resting) {
      try {
        const response = await fetcher(`${apiUrl}/${encodeURIComponent(apiKey)}/latest/USD`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(RATES_TIMEOUT_MS),
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
        const parsed = upstreamSchema.parse(await response.json());
        cached = { conversion_rates: { ...parsed.conversion_rates, USD: 1 }, timestamp: now() };
        failedAt = null;
        return { ...cached, source: 'live' };
      } catch (error) {
        failedAt = now();
        console.warn('Exchange rates unavailable:', error instanceof Error ? error.message : error);
      }
    }
    if (cached) return { ...cached, source: 'stale' };
    return { conversion_rates: FALLBACK_RATES, timestamp: now(), source: 'fallback' };
  }

  return {
    async rates(): Promise<RatesAnswer> {
      if (cached && ratesAreFresh(cached.timestamp, now())) return { ...cached, source: 'live' };
      // Concurrent first requests share one upstream call.
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

const holder = globalThis as typeof globalThis & { __ratesCache?: ReturnType<typeof createRatesCache> };

export const ratesCache = () => (holder.__ratesCache ??= createRatesCache());
