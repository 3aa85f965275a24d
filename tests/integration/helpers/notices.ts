import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/open';

type Listening = { listen: (channel: string, onNotice: (payload: string) => void) => Promise<(() => Promise<void>) | { unlisten: () => Promise<void> }> };

/**
 * The notices sent on a channel of the test database, PGlite's or PostgreSQL's (both clients
 * listen the same way). `settled` sends a notice of its own and waits for it: notices arrive in
 * the order their transactions committed, so every earlier one has arrived by then.
 */
export async function noticesOn(database: Database, channel: string) {
  const received: string[] = [];
  const marker = `settled-${Math.random()}`;
  let markerSeen = () => {};
  const stop = await (database as unknown as { $client: Listening }).$client.listen(channel, (payload) => {
    if (payload === marker) markerSeen();
    else received.push(payload);
  });
  return {
    received,
    async settled(): Promise<string[]> {
      const seen = new Promise<void>((resolve) => (markerSeen = resolve));
      await database.execute(sql`select pg_notify(${channel}, ${marker})`);
      await seen;
      return [...received.splice(0)];
    },
    stop: () => (typeof stop === 'function' ? stop() : stop.unlisten()),
  };
}
