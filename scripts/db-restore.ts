/**
 * Puts a backup made by `npm run db:backup` back.
 *   npm run db:restore -- <file>
 * PostgreSQL (DATABASE_URL): pg_restore --clean into that database; stop the instances first.
 * Embedded PGlite: stop the shop first; the current data directory is kept beside the restored
 * one, renamed, until you delete it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../lib/runtime/config';
import { restorePgliteBackup } from '../lib/db/backup';
import { lockHolder } from '../lib/db/lock';

async function main() {
  const settings = config();
  const source = process.argv[2];
  if (!source || !fs.existsSync(source)) throw new Error('Usage: npm run db:restore -- <backup file> (the file must exist)');
  if (settings.DATABASE_URL) {
    const restore = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${settings.DATABASE_URL}`, source], { stdio: 'inherit' });
    if (restore.error || restore.status !== 0) throw new Error(`pg_restore failed${restore.error ? `: ${restore.error.message}` : ''}`);
    console.log(`Restored ${source}`);
    return;
  }
  const dataDir = path.resolve(settings.DATA_DIR, 'pglite');
  const server = lockHolder(dataDir);
  if (server) throw new Error(`The shop (process ${server}) is using ${dataDir}. Stop it, then restore.`);
  const kept = await restorePgliteBackup(path.resolve(source), dataDir);
  console.log(`Restored ${source} into ${dataDir}${kept ? `; the previous data is in ${kept}` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
