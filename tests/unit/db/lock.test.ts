import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock } from '@/lib/db/lock';

describe('acquireDataDirLock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    dataDir = path.join(root, 'pglite');
    fs.mkdirSync(dataDir);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('takes the lock and releases it', () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(root, 'shop.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(root, 'shop.lock'))).toBe(false);
  });

  it('refuses a directory another live process holds, with a clear message', () => {
    fs.writeFileSync(path.join(root, 'shop.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process \d+.*DATA_DIR/);
  });

  it('takes over a lock left by a process that is gone', () => {
    fs.writeFileSync(path.join(root, 'shop.lock'), '999999999');
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(root, 'shop.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
