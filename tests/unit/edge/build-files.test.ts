/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BUILD_FILES_PREFIX, COMPRESSED_DIR, loadBuildFiles, type BuildFiles } from '@/lib/edge/build-files';
import { COMPRESSED_DIR as SCRIPT_DIR, compressedForms } from '../../../scripts/compress-build-files.mjs';

const SCRIPT = Buffer.from(`self.chunk = ${JSON.stringify('x'.repeat(4000))};`.repeat(5));
const FONT = randomBytes(3000);

/** A build folder as `next build` and scripts/compress-build-files.mjs leave it. */
async function buildFolder(compressed = true): Promise<string> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'build-files-'));
  const write = (relative: string, body: Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
    fs.writeFileSync(path.join(dist, relative), body);
  };
  write('static/chunks/app.js', SCRIPT);
  write('static/media/font.woff2', FONT);
  write('static/chunks/notes.unknown', Buffer.from('kept by Next'));
  if (compressed) {
    const forms = await compressedForms(SCRIPT);
    write(`${COMPRESSED_DIR}/chunks/app.js.br`, forms.br!);
    write(`${COMPRESSED_DIR}/chunks/app.js.gz`, forms.gz!);
  }
  return dist;
}

type Got = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; byNext: boolean };

describe('the build files the edge answers', () => {
  let files: BuildFiles;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    files = (await loadBuildFiles(await buildFolder()))!;
    server = http.createServer((request, response) => {
      if (files.send(request, response)) return;
      response.writeHead(200, { 'x-by': 'next' });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (address: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Got>((resolve, reject) => {
      const request = http.request(base + address, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks), byNext: response.headers['x-by'] === 'next' }));
      });
      request.on('error', reject);
      request.end();
    });

  const decoded = (got: Got) => (got.headers['content-encoding'] === 'br' ? brotliDecompressSync(got.body) : got.headers['content-encoding'] === 'gzip' ? gunzipSync(got.body) : got.body);

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['', undefined],
    ['identity', undefined],
  ])('sends the script for Accept-Encoding %p as %p, byte for byte', async (accept, encoding) => {
    const got = await get(`${BUILD_FILES_PREFIX}chunks/app.js?dpl=1`, accept ? { 'accept-encoding': accept } : {});
    expect(got.status).toBe(200);
    expect(got.byNext).toBe(false);
    expect(got.headers['content-encoding']).toBe(encoding);
    expect(Number(got.headers['content-length'])).toBe(got.body.length);
    expect(decoded(got).equals(SCRIPT)).toBe(true);
    expect(got.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers.vary).toBe('Accept-Encoding');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a font as it is, with no Vary', async () => {
    const got = await get(`${BUILD_FILES_PREFIX}media/font.woff2`, { 'accept-encoding': 'gzip, br' });
    expect(got.headers['content-encoding']).toBeUndefined();
    expect(got.headers['content-type']).toBe('font/woff2');
    expect(got.headers.vary).toBeUndefined();
    expect(got.body.equals(FONT)).toBe(true);
  });

  it('answers 304 to the ETag it gave, weak or strong, and only to it', async () => {
    const etag = (await get(`${BUILD_FILES_PREFIX}chunks/app.js`)).headers.etag!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const got = await get(`${BUILD_FILES_PREFIX}chunks/app.js`, { 'if-none-match': tag, 'accept-encoding': 'br' });
      expect([tag, got.status, got.body.length, got.headers.etag]).toEqual([tag, 304, 0, etag]);
    }
    expect((await get(`${BUILD_FILES_PREFIX}chunks/app.js`, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const got = await get(`${BUILD_FILES_PREFIX}chunks/app.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(got.status).toBe(200);
    expect(Number(got.headers['content-length'])).toBeGreaterThan(0);
    expect(got.body.length).toBe(0);
  });

  it.each([
    ['a POST', `${BUILD_FILES_PREFIX}chunks/app.js`, {}, 'POST'],
    ['a range', `${BUILD_FILES_PREFIX}chunks/app.js`, { range: 'bytes=0-10' }, 'GET'],
    ['a file not in the build', `${BUILD_FILES_PREFIX}chunks/other.js`, {}, 'GET'],
    ['a type it does not know', `${BUILD_FILES_PREFIX}chunks/notes.unknown`, {}, 'GET'],
    ['a path that climbs out', `${BUILD_FILES_PREFIX}chunks/../../package.json`, {}, 'GET'],
    ['a request that refuses every coding it could send', `${BUILD_FILES_PREFIX}chunks/app.js`, { 'accept-encoding': 'identity;q=0, *;q=0' }, 'GET'],
  ])('leaves %s to Next', async (_what, address, headers, method) => {
    expect((await get(address, headers, method)).byNext).toBe(true);
  });
});

describe('loadBuildFiles', () => {
  it('leaves every file to Next when the build was not compressed', async () => {
    expect(await loadBuildFiles(await buildFolder(false))).toBeNull();
  });

  it('reads every file of a type it knows, in every folder', async () => {
    expect((await loadBuildFiles(await buildFolder()))!.size).toBe(2);
  });

  it('looks for the compressed forms where the build script writes them', () => {
    expect(COMPRESSED_DIR).toBe(SCRIPT_DIR);
  });
});

describe('compressedForms', () => {
  it('keeps a form only when it is smaller than the file', async () => {
    const text = await compressedForms(SCRIPT);
    expect(text.br!.length).toBeLessThan(text.gz!.length);
    expect(brotliDecompressSync(text.br!).equals(SCRIPT)).toBe(true);
    expect(await compressedForms(randomBytes(2000))).toEqual({ br: null, gz: null });
  });
});
