/**
 * A consistent copy of the shop's database while it runs.
 *   npm run db:backup [-- <file>]
 * PostgreSQL (DATABASE_URL): pg_dump in its custom format (default file shop-<time>.dump).
 * Embedded PGlite: the running server writes a gzipped tarball of its data directory (default
 * $DATA_DIR/backups/shop-<time>.tar.gz); with no server running, the files are read directly.
 * Uploaded photos are rows of the database (lib/shop/talk/uploads.ts), so either backup holds them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { config } from '../lib/runtime/config';
import { defaultBackupName, requestBackupFromServer, writePgliteBackup } from '../lib/db/backup';
import { lockHolder } from '../lib/db/lock';

async function main() {
  const settings = config();
  const requested = process.argv[2];
  if (settings.DATABASE_URL) {
    const target = path.resolve(requested ?? defaultBackupName().replace('.tar.gz', '.dump'));
    const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, `--dbname=${settings.DATABASE_URL}`], { stdio: 'inherit' });
    if (dump.error || dump.status !== 0) throw new Error(`pg_dump failed${dump.error ? `: ${dump.error.message}` : ''}`);
    console.log(`Backup written to ${target}`);
    return;
  }
  const dataRoot = path.resolve(settings.DATA_DIR);
  const target = path.resolve(requested ?? path.join(dataRoot, 'backups', defaultBackupName()));
  const server = lockHolder(path.join(dataRoot, 'pglite'));
  if (server) {
    await requestBackupFromServer(server, dataRoot, target);
  } else {
    const { openDatabase } = await import('../lib/db/open');
    const database = (await openDatabase()) as unknown as { $client: Parameters<typeof writePgliteBackup>[0] };
    await writePgliteBackup(database.$client, target);
  }
  console.log(`Backup written to ${target}`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
