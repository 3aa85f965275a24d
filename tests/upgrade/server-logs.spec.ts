import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { SHOP_SERVER } from '../support/shop-server';
import { startFaultyShop } from '../support/upstream-faults';

/**
 * What the built server writes on stdout, read whole: a server of its own on a stand-in shop server
 * that fails, then hangs, so a sign-in and a page fail. Every line is one JSON object, the errors say what
 * failed and for which request, and neither the password of the sign-in nor the session cookie
 * appears anywhere in what the server wrote.
 *
 * The seam it guards (docs/decisions.md, "Every line the server writes is a JSON record"): Next
 * prints its own output, a render's errors included, through the global console, with the same
 * Error object that onRequestError receives. Were it to write to stdout some other way, or print
 * a copy, this fails.
 */
// The ports after those of playwright.config.ts's own servers.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 4;
const origin = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data/e2e-logs';
const PASSWORD = `pw-${Math.random().toString(36).slice(2)}-never-logged`;
const SESSION = `session-${Math.random().toString(36).slice(2)}-never-logged`;

type Shop = Awaited<ReturnType<typeof startFaultyShop>>;
type LogRecord = { level: string; msg: string; requestId?: string; err?: { type: string; message: string; stack?: string; digest?: string } } & { [field: string]: unknown };

let shop: Shop;
let server: ChildProcess;
let exited: Promise<unknown>;
let stdout = '';
let stderr = '';

const records = (): LogRecord[] => stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as LogRecord);

async function until(what: string, found: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!found()) {
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${ms} ms; the server wrote:\n${stdout}\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  shop = await startFaultyShop();
  rmSync(DATA_DIR, { recursive: true, force: true });
  // The server's own command, not npm's (npm prints its script's name first, which is not the server's).
  server = spawn(SHOP_SERVER, {
    shell: true,
    detached: true,
    env: { ...process.env, DATA_DIR, PORT: String(PORT), BIND_ADDRESS: '127.0.0.1', SHOP_API_URL: shop.url, LOG_LEVEL: 'info', LOG_FORMAT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close', not 'exit': the child is the shell, which dies at SIGTERM while node, holding the same
  // pipes, still drains and writes its last lines; 'close' waits until every holder of the pipes is gone.
  exited = new Promise((resolve) => server.once('close', resolve));
  server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  await until('the ready line', () => stdout.includes('"msg":"ready at '), 180_000);
});

test.afterAll(async () => {
  if (server?.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGKILL');
  await shop?.close();
});

test('one line says where the shop is, on what, with how many products', () => {
  const ready = records().find((record) => record.msg.startsWith('ready at '));
  expect(ready).toMatchObject({
    level: 'info',
    msg: `ready at ${origin}`,
    mode: 'remote',
    shopServer: shop.url,
    database: `PGlite at ${path.resolve(DATA_DIR, 'pglite')}`,
    products: expect.any(Number),
    seeded: false,
  });
});

test('errors reach the log whole, with their request, and secrets never do', async () => {
  test.setTimeout(120_000);
  // A failing answer first: a hung shop server opens the circuit, and an open circuit refuses the
  // sign-in before asking (a 503 with nothing to log).
  shop.mode = 'fail';
  const headers = { 'content-type': 'application/json', origin, cookie: `yps_session=${SESSION}` };
  const signIn = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'dana@stand-in.test', password: PASSWORD }) });
  expect(signIn.status).toBe(502);
  // A page whose render waits on the hung shop server: its calls end when the circuit opens.
  shop.mode = 'hang';
  const page = await fetch(`${origin}/store/products?productTypes=Hood`, { headers: { cookie: `yps_session=${SESSION}` } });
  expect(page.status).toBeGreaterThanOrEqual(500);

  // Stopped, so everything it had to say is said.
  // (The shell's group: the signal reaches node itself.) Its drain waits for idle kept-alive connections to close.
  process.kill(-server.pid!, 'SIGTERM');
  await exited;

  const lines = stdout.trimEnd().split('\n');
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);

  const signInFailure = records().find((record) => record.requestId === signIn.headers.get('x-request-id') && record.level === 'error');
  expect(signInFailure).toMatchObject({ msg: 'API failure: the shop server failed', path: '/api/auth/login', err: { type: 'UpstreamError', message: '/yps_server/login: 500 stand-in failure' } });
  expect(signInFailure?.err?.stack).toContain('\n    at ');

  // Found by the page's own id, the one its answer carries.
  const pageFailure = records().find((record) => record.msg === 'request failed' && record.requestId === page.headers.get('x-request-id'));
  expect(pageFailure).toMatchObject({ path: '/store/products', err: { type: 'UpstreamError', message: expect.stringMatching(/circuit opened while asking|no answer in time/), digest: expect.any(String) } });
  // Why: the breaker says when it opened.
  expect(records().some((record) => record.level === 'warn' && record.msg.includes('circuit open'))).toBe(true);
  expect(pageFailure?.err?.stack).toContain('\n    at ');
  // The same id as the request's own line, which says how it was answered.
  expect(records().find((record) => record.msg === 'request' && record.requestId === pageFailure?.requestId)).toMatchObject({ path: '/store/products', status: page.status });

  // Next prints the page's error too: not as a second record without its request.
  const digest = pageFailure?.err?.digest;
  expect(records().filter((record) => record.err?.digest === digest && record.requestId === undefined)).toEqual([]);

  expect(stdout + stderr).not.toContain(PASSWORD);
  expect(stdout + stderr).not.toContain(SESSION);
});
