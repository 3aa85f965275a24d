import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not stop a second process from opening the same directory, and the running
 * server would not see the other's writes. A lock file with our pid makes the second
 * process fail loudly; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '..', 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder === process.pid) return () => fs.rmSync(lockFile, { force: true });
      if (isAlive(holder)) {
        throw new Error(
          `The shop database in ${dataDir} is in use by process ${holder}. Stop that process, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the shop database in ${dataDir}.`);
}

/** The process holding the data directory, if one is running. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const holder = Number(fs.readFileSync(path.join(dataDir, '..', 'shop.lock'), 'utf8'));
    return isAlive(holder) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
