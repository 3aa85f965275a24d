import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';

/**
 * `npm run catalog` as an operator runs it, on an embedded database of its own: it exits when
 * done, prints plain progress lines when its output is not a terminal, and refuses what it must.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-cli-'));
const dataDir = path.join(dir, 'data');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

function catalog(...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SHOP_API_URL;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/catalog.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const csv = (name: string, rows: string[][]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, stringify(rows));
  return file;
};

const HEADER = ['sku', 'slug', 'name', 'price', 'vehicle', 'car_brand', 'product_type', 'related'];

it('imports, exports, refuses unconfirmed deletes and a locked database, and exits each time', async () => {
  const two = csv('two.csv', [HEADER, ['CLI-1', 'cli-one', 'CLI One', '10.00', 'zn8', 'Toyota GR86', 'Brakes', 'CLI-2'], ['CLI-2', 'cli-two', 'CLI Two', '20.00', 'zn8', 'Toyota GR86', 'Brakes', '']]);
  const imported = await catalog('import', two);
  expect(imported).toMatchObject({ code: 0 });
  expect(imported.stdout).toBe('New 2:\n  line 2, CLI-1\n  line 3, CLI-2\nImported: 2 new, 0 changed, 0 unchanged.\n');
  expect(imported.stderr).toMatch(/^Checking: 2 rows, \d+ rows\/s, done$/m);
  expect(imported.stderr).toMatch(/^Writing: 2\/2 rows, \d+ rows\/s, done$/m);

  const out = path.join(dir, 'out.csv');
  const exported = await catalog('export', out);
  expect(exported).toMatchObject({ code: 0, stdout: `Exported 2 products to ${out}.\n` });
  expect(fs.readFileSync(out, 'utf8')).toContain('CLI-1,cli-one,CLI One,10.00,zn8,Toyota GR86,Brakes,');

  // The export, unchanged, imports as nothing to write; one price changed is that field of that line.
  // The stopped server's page cache stays for a file that changes nothing, and goes with one that changes something.
  const pageCache = path.join(dataDir, 'page-cache', 'a-build');
  fs.mkdirSync(pageCache, { recursive: true });
  expect((await catalog('import', out)).stdout).toBe('Imported: 0 new, 0 changed, 2 unchanged; the catalogue already matches the file, so nothing was written.\n');
  expect(fs.existsSync(pageCache)).toBe(true);
  const price = csv('price.csv', [['price', 'sku'], ['12', 'CLI-2'], ['10', 'CLI-1']]);
  expect((await catalog('import', price, '--dry-run')).stdout).toBe('Changed 1:\n  line 2, CLI-2\n    price: 20.00 → 12.00\nDry run: 0 new, 1 changed, 1 unchanged; nothing was written.\n');
  const json = await catalog('import', price, '--dry-run', '--json');
  expect(json.code).toBe(0);
  expect(JSON.parse(json.stdout)).toEqual({
    status: 'checked',
    new: 0,
    changed: 1,
    unchanged: 1,
    newRows: [],
    changedRows: [{ line: 2, sku: 'CLI-2', changes: [{ column: 'price', old: '20.00', new: '12.00' }] }],
  });

  expect((await catalog('import', price)).code).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'page-cache'))).toBe(false);

  const headerOnly = csv('none.csv', [['sku']]);
  const unconfirmed = await catalog('import', headerOnly, '--delete-missing');
  expect(unconfirmed.code).toBe(1);
  expect(unconfirmed.stderr).toContain('The import would delete 2 products missing from the file: CLI-1, CLI-2.\nNothing was written: with no terminal to confirm on, pass --yes to delete them.');

  const bad = await catalog('import', csv('bad.csv', [['sku', 'price'], ['CLI-1', 'ten']]));
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain('line 2, price: not a price (a number like 129.99)\n');
  expect(bad.stderr).toContain('bad.csv: 1 problem; nothing was written.');
  const badJson = await catalog('import', path.join(dir, 'bad.csv'), '--json');
  expect(badJson.code).toBe(1);
  expect(JSON.parse(badJson.stdout)).toEqual({ status: 'refused', problems: [{ line: 2, column: 'price', message: 'not a price (a number like 129.99)' }], total: 1 });

  const dry = await catalog('import', headerOnly, '--delete-missing', '--dry-run');
  expect(dry).toMatchObject({ code: 0 });
  expect(dry.stdout).toBe('Removed 2: CLI-1, CLI-2\nDry run: 0 new, 0 changed, 0 unchanged, 2 removed; nothing was written.\n');

  // A running server holds the embedded database: this process stands in for it.
  fs.writeFileSync(path.join(dataDir, 'shop.lock'), String(process.pid));
  try {
    const locked = await catalog('import', two);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain(`is open in process ${process.pid} (a running server). The embedded database takes one process at a time: stop the server`);
  } finally {
    fs.rmSync(path.join(dataDir, 'shop.lock'));
  }

  const deleted = await catalog('import', headerOnly, '--delete-missing', '--yes');
  expect(deleted).toMatchObject({ code: 0 });
  expect(deleted.stdout).toBe('Removed 2: CLI-1, CLI-2\nImported: 0 new, 0 changed, 0 unchanged, 2 removed.\n');

  expect((await catalog('import')).code).toBe(2);
}, 240_000);
