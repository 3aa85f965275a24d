/**
 * `npm run db:backup` and `npm run db:restore` round trips: on PGlite while the database is open
 * in this process (the running server's path: request file and SIGUSR2), and on PostgreSQL with
 * pg_dump/pg_restore when TEST_DATABASE_URL is set. Uploaded images are in the database, so the
 * restored copy serves them with no DATA_DIR/uploads beside it.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/open';
import { executeRows } from '@/lib/db/execute-rows';
import { uploads } from '@/lib/db/schema';
import { encodeImage, readUpload, saveUpload } from '@/lib/shop/talk/uploads';
import { restoreEnv } from '../support/env';

const run = promisify(execFile);
const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');
const script = (name: string, env: Record<string, string>, ...args: string[]) =>
  run(tsx, [`scripts/${name}.ts`, ...args], { env: { ...process.env, NODE_ENV: 'test', ...env }, cwd: process.cwd() });

const marker = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const rows = await executeRows<{ value: string }>(database, sql`select value from backup_probe`);
  return rows.map((row) => row.value);
};

const photo = async () => (await encodeImage(await sharp({ create: { width: 10, height: 6, channels: 3, background: '#2a9d3f' } }).png().toBuffer()))!;

describe('database backup and restore', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('copies a running embedded database and puts it back', async () => {
    const live = path.join(scratch, 'live');
    const previous = process.env.DATA_DIR;
    // Each copy runs with its own DATA_DIR, as a server would: the upload must travel in the backup.
    process.env.DATA_DIR = live;
    const database = await openDatabase();
    await database.execute(sql`create table backup_probe (value text)`);
    await database.execute(sql`insert into backup_probe values ('before the backup')`);
    const image = await photo();
    const { id } = await saveUpload(database, image);

    const file = path.join(scratch, 'shop.tar.gz');
    const { stdout } = await script('db-backup', { DATA_DIR: live }, file);
    expect(stdout).toContain(file);
    await database.execute(sql`insert into backup_probe values ('after the backup')`);
    await saveUpload(database, image);
    await (database as unknown as { $client: { close(): Promise<void> } }).$client.close();
    restoreEnv('DATA_DIR', previous);

    const restored = path.join(scratch, 'restored');
    await script('db-restore', { DATA_DIR: restored }, file);
    process.env.DATA_DIR = restored;
    const copy = await openDatabase();
    expect(await marker(copy)).toEqual(['before the backup']);
    expect(await copy.select({ id: uploads.id }).from(uploads)).toEqual([{ id }]);
    expect((await readUpload(copy, id))?.body.equals(image)).toBe(true);
    expect(fs.existsSync(path.join(restored, 'uploads'))).toBe(false);
    await (copy as unknown as { $client: { close(): Promise<void> } }).$client.close();
    restoreEnv('DATA_DIR', previous);
  }, 120_000);

  const server = process.env.TEST_DATABASE_URL;
  (server ? it : it.skip)('copies a PostgreSQL database with pg_dump and restores it with pg_restore', async () => {
    const previous = process.env.DATA_DIR;
    const name = `shop_backup_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = postgres(server!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const shop = await openDatabase({ url: url.toString() });
    try {
      await client.unsafe(`create table backup_probe (value text); insert into backup_probe values ('kept')`);
      const image = await photo();
      // Written by an instance with one DATA_DIR, read after the restore by one with another.
      process.env.DATA_DIR = path.join(scratch, 'writer');
      const { id } = await saveUpload(shop, image);
      const file = path.join(scratch, 'shop.dump');
      await script('db-backup', { DATABASE_URL: url.toString() }, file);
      await client.unsafe(`update backup_probe set value = 'changed'`);
      await shop.delete(uploads).where(eq(uploads.id, id));
      await script('db-restore', { DATABASE_URL: url.toString() }, file);
      expect((await client.unsafe('select value from backup_probe')).map((row) => row.value)).toEqual(['kept']);
      process.env.DATA_DIR = path.join(scratch, 'reader');
      expect((await readUpload(shop, id))?.body.equals(image)).toBe(true);
    } finally {
      restoreEnv('DATA_DIR', previous);
      await (shop as unknown as { $client: { end(): Promise<void> } }).$client.end();
      await client.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
