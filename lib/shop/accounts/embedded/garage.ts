import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { accountGarages, users } from '@/lib/db/schema';
import { executeRows } from '@/lib/db/execute-rows';
import type { Garage } from '../garage';

export async function readGarage(database: Database, userId: number): Promise<Garage> {
  const [row] = await database.select({ vehicles: accountGarages.vehicles, active: accountGarages.active }).from(accountGarages).where(eq(accountGarages.userId, userId));
  return row ?? { vehicles: [], active: null };
}

/** Null when the account is gone (a session can outlive its user's row). */
export async function writeGarage(database: Database, userId: number, garage: Garage): Promise<Garage | null> {
  const vehicles = sql`array[${sql.join(garage.vehicles.map((slug) => sql`${slug}`), sql`, `)}]::text[]`;
  const written = await executeRows(
    database,
    sql`insert into ${accountGarages} (user_id, vehicles, active, updated_at)
      select ${users.id}, ${vehicles}, ${garage.active}, now() from ${users} where ${users.id} = ${userId}
      on conflict (user_id) do update set vehicles = excluded.vehicles, active = excluded.active, updated_at = excluded.updated_at
      returning user_id`,
  );
  return written.length ? garage : null;
}
