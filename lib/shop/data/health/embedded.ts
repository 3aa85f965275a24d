import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { HealthShop } from './contract';

/** The embedded shop is healthy when its database answers. */
export function embeddedHealth(open: () => Promise<Database>): HealthShop {
  return {
    async ready() {
      await open();
    },
    async health() {
      try {
        await (await open()).execute(sql`select 1`);
        return { ok: true, checks: { database: 'ok' } };
      } catch {
        return { ok: false, checks: { database: 'down' } };
      }
    },
  };
}
