import 'server-only';
import { clientIp } from '@/lib/auth/client-ip';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { apiError } from './respond';

/** A 429 answer when the caller is over the named limit, else null. */
export async function rateLimited(request: Request, name: keyof typeof RATE_LIMITS, subject = ''): Promise<Response | null> {
  const { allowed, retryAfter } = await hitRateLimit(`${name}:${clientIp(request)}:${subject}`, RATE_LIMITS[name]);
  return allowed ? null : apiError(request, 429, 'rate_limited', undefined, { 'retry-after': String(retryAfter) });
}
