import { SIGNATURE_HEADER, signBody } from '../admin/signature';
import { CATALOGUE_TAG } from '../shop/tags';
import { failureReason } from './problems';

export type Notified = { instance: string; ok: boolean; detail: string };

const TIMEOUT_MS = 10_000;

/**
 * Asks each running instance to expire the catalogue's cache tag (POST /api/admin/expire, signed),
 * so it shows an import on its next request instead of after its cache's hour.
 */
export async function expireOnInstances(instances: string[], secret: string, fetcher: typeof fetch = fetch): Promise<Notified[]> {
  const body = JSON.stringify({ tags: [CATALOGUE_TAG] });
  return Promise.all(
    instances.map(async (instance): Promise<Notified> => {
      try {
        const response = await fetcher(new URL('/api/admin/expire', instance), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) return { instance, ok: true, detail: 'expired' };
        const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        return { instance, ok: false, detail: `answered ${response.status}${answer?.error?.message ? ` (${answer.error.message})` : ''}` };
      } catch (error) {
        return { instance, ok: false, detail: failureReason(error) };
      }
    }),
  );
}
