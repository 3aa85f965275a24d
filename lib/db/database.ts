import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A handle on this server's database, PGlite or PostgreSQL alike (lib/db/open.ts opens one). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
