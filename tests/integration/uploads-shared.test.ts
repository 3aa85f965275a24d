/**
 * Uploads live in the database, not in DATA_DIR: an image uploaded through one instance is
 * served by another that has a DATA_DIR of its own. Runs on an in-memory PGlite, and in
 * scripts/test-postgres.sh on PostgreSQL, where the second instance also has its own pool.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { jsonRequest, withTestDatabase } from './helpers/test-db';
import { POST as upload } from '@/app/api/uploads/route';
import type * as UploadRoute from '@/app/api/uploads/[id]/route';
import { openDatabase, type Database } from '@/lib/db/open';
import { openShopDatabase } from '@/lib/shop/data/database';
import { executeRows } from '@/lib/db/execute-rows';
import { uploads } from '@/lib/db/schema';
import { readUpload } from '@/lib/shop/talk/uploads';
import { moveUploadFilesIntoDatabase } from '@/lib/shop/talk/embedded/upload-files';
import { restoreEnv } from '../support/env';

const database = withTestDatabase();
const server = process.env.TEST_DATABASE_URL;
const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database>; __shopSeeded?: Promise<Database> };
const none = { params: Promise.resolve({}) } as never;
const idContext = (id: string) => ({ params: Promise.resolve({ id }) }) as never;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
function dataDirOf(name: string) {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  return dir;
}

beforeAll(() => {
  process.env.RATE_LIMITS = 'off';
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const png = () => sharp({ create: { width: 12, height: 9, channels: 3, background: '#1f6fd7' } }).png().toBuffer();

function uploadRequest(bytes: Buffer) {
  const form = new FormData();
  form.append('imageFiles[]', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  return new Request('http://shop.test/api/uploads?locale=en', { method: 'POST', body: form, headers: { 'sec-fetch-site': 'same-origin' } });
}

async function withDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  try {
    return await work();
  } finally {
    restoreEnv('DATA_DIR', previous);
  }
}

/** The test's PostgreSQL database, for a second pool on it. */
async function testDatabaseUrl(): Promise<string> {
  const [{ name }] = await executeRows<{ name: string }>(await database(), sql`select current_database() as name`);
  const url = new URL(server!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Another instance of the shop: its own copy of the route's modules, its own DATA_DIR and, on
 * PostgreSQL, its own connection pool (PGlite is one process, so there it shares the handle).
 */
async function secondInstance(dataDir: string) {
  const own = server ? await openDatabase({ url: await testDatabaseUrl() }) : await database();
  let route: typeof UploadRoute | undefined;
  jest.isolateModules(() => {
    route = jest.requireActual<typeof UploadRoute>('@/app/api/uploads/[id]/route');
  });
  return {
    async get(id: string) {
      const first = { db: holder.__shopDb, seeded: holder.__shopSeeded };
      holder.__shopDb = Promise.resolve(own);
      holder.__shopSeeded = undefined;
      try {
        return await withDataDir(dataDir, () => route!.GET(jsonRequest(`/api/uploads/${id}`), idContext(id)));
      } finally {
        holder.__shopDb = first.db;
        holder.__shopSeeded = first.seeded;
      }
    },
    async close() {
      if (server) await (own as unknown as { $client: { end(): Promise<void> } }).$client.end();
    },
  };
}

describe('uploads without a shared disk', () => {
  it('serves an image uploaded through one instance from another with its own DATA_DIR', async () => {
    const first = dataDirOf('a');
    const created = await withDataDir(first, async () => upload(uploadRequest(await png()), none));
    expect(created.status).toBe(201);
    const [id] = (await created.json()).imageNames as string[];
    expect(fs.existsSync(path.join(first, 'uploads'))).toBe(false);

    const other = await secondInstance(dataDirOf('b'));
    try {
      const served = await other.get(id);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await served.arrayBuffer());
      expect(served.headers.get('content-length')).toBe(String(body.length));
      const [row] = await (await database()).select().from(uploads).where(eq(uploads.id, id));
      expect(row.bytes).toBe(body.length);
      expect(body.equals(row.body!)).toBe(true);
      expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 12, height: 9 });
      expect((await other.get('0'.repeat(32))).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('moves the files of uploads made before, and leaves an upload whose file is elsewhere waiting', async () => {
    const db = await database();
    const legacy = dataDirOf('legacy');
    const bytes = await sharp(await png()).webp().toBuffer();
    const [here, elsewhere] = ['1'.repeat(32), '2'.repeat(32)];
    fs.mkdirSync(path.join(legacy, 'uploads'));
    fs.writeFileSync(path.join(legacy, 'uploads', `${here}.webp`), bytes);
    await db.insert(uploads).values([here, elsewhere].map((id) => ({ id, contentType: 'image/webp', bytes: bytes.length })));
    expect(await readUpload(db, here)).toBeNull();

    expect(await moveUploadFilesIntoDatabase(db, path.join(legacy, 'uploads'))).toEqual({ moved: 1, missing: 1 });
    const other = await secondInstance(dataDirOf('c'));
    try {
      const served = await other.get(here);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await other.get(elsewhere)).status).toBe(404);
    } finally {
      await other.close();
    }
    // The files stay for the operator to delete; a second start has nothing left to move.
    expect(fs.existsSync(path.join(legacy, 'uploads', `${here}.webp`))).toBe(true);
    expect(await moveUploadFilesIntoDatabase(db, path.join(legacy, 'uploads'))).toEqual({ moved: 0, missing: 1 });
  });
});

it('an embedded shop moves its upload files into its database when it starts', async () => {
  const dataDir = dataDirOf('embedded');
  const id = '3'.repeat(32);
  const bytes = await sharp(await png()).webp().toBuffer();
  const close = (db: Database) => (db as unknown as { $client: { close(): Promise<void> } }).$client.close();

  const before = await withDataDir(dataDir, () => openShopDatabase());
  await before.insert(uploads).values({ id, contentType: 'image/webp', bytes: bytes.length });
  await close(before);
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  fs.writeFileSync(path.join(dataDir, 'uploads', `${id}.webp`), bytes);

  const after = await withDataDir(dataDir, () => openShopDatabase());
  try {
    expect((await readUpload(after, id))?.body.equals(bytes)).toBe(true);
  } finally {
    await close(after);
  }
}, 120_000);
