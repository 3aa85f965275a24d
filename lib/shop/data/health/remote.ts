import 'server-only';
import { sql } from 'drizzle-orm';
import type { RemoteClient } from '../../shop-server/client';
import type { HealthShop } from './contract';

/** The health check asks quickly: a load balancer waits for it. */
const HEALTH_TIMEOUT_MS = 3000;

/** The remote shop is healthy when this server's database and the shop server both answer. */
export function remoteHealth({ send, open, deadlineMs }: RemoteClient): HealthShop {
  return {
    async ready() {
      await open();
    },
    async health() {
      const [database, upstream] = await Promise.all([
        open()
          .then((d) => d.execute(sql`select 1`))
          .then(() => 'ok' as const, () => 'down' as const),
        send('/latest_products', { timeout: Math.min(HEALTH_TIMEOUT_MS, deadlineMs) }).then(
          (answer) => (answer.status < 500 ? ('ok' as const) : ('down' as const)),
          () => 'down' as const,
        ),
      ]);
      return { ok: database === 'ok' && upstream === 'ok', checks: { database, upstream } };
    },
  };
}
