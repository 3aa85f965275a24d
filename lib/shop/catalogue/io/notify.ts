import { requestExpiry } from '../../../edge/internal-expire';
import { internalKey } from '../../../security/internal-signature';
import { failureReason } from './problems';

export type Notified = { instance: string; ok: boolean; detail: string };

/**
 * Asks each running instance to expire its catalogue (the signed POST /api/internal/expire the
 * order sweep uses too), so it shows an import on its next request instead of after its cache's hour.
 */
export async function expireOnInstances(instances: string[], secret: string): Promise<Notified[]> {
  const key = internalKey(secret);
  return Promise.all(
    instances.map(async (instance): Promise<Notified> => {
      try {
        await requestExpiry(instance, { catalogue: true }, key);
        return { instance, ok: true, detail: 'expired' };
      } catch (error) {
        return { instance, ok: false, detail: failureReason(error) };
      }
    }),
  );
}
