/**
 * `npm run db:backup` and `npm run db:restore` round trips: on PGlite while the database is open
 * in this process (the running server's path: request file and SIGUSR2), and on PostgreSQL with
 * pg_dump/pg_restore when TEST_DATABASE_URL is set.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/open';
import { executeRows } from '@/lib/db/execute-rows';

const run = promisify(execFile);
const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');
const script = (name: string, env: Record<string, string>, ...args: string[]) =>
  run(tsx, [`scripts/${name}.ts`, ...args], { env: { ...process.env, NODE_ENV: 'test', ...env }, cwd: process.cwd() });

const marker = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const rows = await executeRows<{ value: string }>(database, sql`select value from backup_probe`);
  return rows.map((row) => row.value);
};

describe('database backup and restore', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('copies a running embedded database and puts it back', async () => {
    const live = path.join(scratch, 'live');
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = live;
    const database = await openDatabase();
    process.env.DATA_DIR = previous;
    await database.execute(sql`create table backup_probe (value text)`);
    await database.execute(sql`insert into backup_probe values ('before the backup')`);

    const file = path.join(scratch, 'shop.tar.gz');
    const { stdout } = await script('db-backup', { DATA_DIR: live }, file);
    expect(stdout).toContain(file);
    await database.execute(sql`insert into backup_probe values ('after the backup')`);
    await (database as unknown as { $client: { close(): Promise<void> } }).$client.close();

    const restored = path.join(scratch, 'restored');
    await script('db-restore', { DATA_DIR: restored }, file);
    process.env.DATA_DIR = restored;
    const copy = await openDatabase();
    process.env.DATA_DIR = previous;
    expect(await marker(copy)).toEqual(['before the backup']);
    await (copy as unknown as { $client: { close(): Promise<void> } }).$client.close();
  }, 120_000);

  const server = process.env.TEST_DATABASE_URL;
  (server ? it : it.skip)('copies a PostgreSQL database with pg_dump and restores it with pg_restore', async () => {
    const name = `shop_backup_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = postgres(server!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      await client.unsafe(`create table backup_probe (value text); insert into backup_probe values ('kept')`);
      const file = path.join(scratch, 'shop.dump');
      await script('db-backup', { DATABASE_URL: url.toString() }, file);
      await client.unsafe(`update backup_probe set value = 'changed'`);
      await script('db-restore', { DATABASE_URL: url.toString() }, file);
      expect((await client.unsafe('select value from backup_probe')).map((row) => row.value)).toEqual(['kept']);
    } finally {
      await client.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
