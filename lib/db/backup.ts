import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Backups of the embedded database. PGlite is one process, so a backup of a running shop is
 * made by the server itself: `npm run db:backup` writes the target path into a request file in
 * DATA_DIR and sends the server SIGUSR2 (only its own user or root can), and the server writes a
 * gzipped tarball of its data directory, taken between two queries, so it is consistent.
 */

type Dumpable = { dumpDataDir(compression?: 'gzip' | 'auto' | 'none'): Promise<Blob> };

export const requestFileOf = (dataRoot: string) => path.join(dataRoot, 'backup-request.json');

export function defaultBackupName(now = new Date()): string {
  return `shop-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

/** Writes the dump next to the target first, so a half-written file never carries its name. */
export async function writePgliteBackup(client: Dumpable, target: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, target);
}

/** Replaces the data directory with a backup; the old one is kept beside it, renamed. */
export async function restorePgliteBackup(source: string, dataDir: string): Promise<string | undefined> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const archive = new Blob([fs.readFileSync(source)]);
  let kept: string | undefined;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (fs.existsSync(dataDir)) {
    kept = `${dataDir}.before-restore-${Date.now()}`;
    fs.renameSync(dataDir, kept);
  }
  const client = await PGlite.create({ dataDir, loadDataDir: archive, extensions: { pg_trgm } });
  await client.query('select 1');
  await client.close();
  return kept;
}

/** In the server: answer backup requests for as long as the process runs. */
export function answerBackupRequests(client: Dumpable, dataRoot: string, log: (error: unknown, target?: string) => void) {
  process.on('SIGUSR2', () => {
    let target: string | undefined;
    try {
      target = (JSON.parse(fs.readFileSync(requestFileOf(dataRoot), 'utf8')) as { target: string }).target;
      fs.rmSync(requestFileOf(dataRoot), { force: true });
    } catch (error) {
      log(error);
      return;
    }
    writePgliteBackup(client, target).then(
      () => log(undefined, target),
      (error) => log(error, target),
    );
  });
}

/** From the command line: ask the running server for a backup and wait until it is written. */
export async function requestBackupFromServer(pid: number, dataRoot: string, target: string, timeoutMs = 120_000): Promise<void> {
  fs.rmSync(target, { force: true });
  fs.writeFileSync(requestFileOf(dataRoot), JSON.stringify({ target }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(target)) {
    if (Date.now() > deadline) throw new Error(`The shop (process ${pid}) did not write the backup within ${timeoutMs / 1000} s; see its log.`);
    await sleep(200);
  }
}
