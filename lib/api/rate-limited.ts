import 'server-only';
import { clientAddress } from '@/lib/edge/client-address';
import { consume, type LimitResult, type RateLimitName } from './rate-limit';
import { apiError } from './respond';

/** The 429 answer for a refused hit, with the seconds to wait. */
export const tooManyRequests = (request: Request, result: LimitResult) =>
  apiError(request, 429, 'rate_limited', undefined, { 'retry-after': String(result.retryAfter) });

/** A 429 answer when the key (by default the client address) is over the named limit, else null. */
export async function rateLimited(request: Request, name: RateLimitName, key = clientAddress(request)): Promise<Response | null> {
  const result = await consume(name, key);
  return result.allowed ? null : tooManyRequests(request, result);
}
