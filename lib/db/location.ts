import path from 'node:path';

/** The embedded database's folder: `pglite` under DATA_DIR. */
export const pgliteDirectory = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** Where this server's database is, as an operator reads it: PGlite's folder, or the PostgreSQL server and database, never a user or password. */
export function describeDatabase(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite at ${pgliteDirectory(dataDir)}`;
  const { host, pathname } = new URL(databaseUrl);
  return `PostgreSQL at ${host}${pathname}`;
}
