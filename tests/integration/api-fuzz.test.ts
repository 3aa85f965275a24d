/**
 * Every route under app/api, found on disk (so a new route is fuzzed without being listed here),
 * every method, a battery of hostile requests: malformed JSON, wrong types, NUL characters, 1 MB
 * strings, huge numbers, deep nesting, hostile path parameters. None may answer 5xx or hang.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonRequest, withTestDatabase } from './helpers/test-db';
import { POST as register } from '@/app/api/auth/register/route';

withTestDatabase();

const API_DIR = path.join(process.cwd(), 'app', 'api');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** A handler that has not answered by then counts as hanging. */
const HANG_MS = 15_000;

function routeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => path.basename(name) === 'route.ts')
    .map((name) => path.join(dir, name));
}

/** Values for a dynamic segment: ordinary, absurd and hostile. */
const SEGMENT_VALUES = ['1', 'contact', '\u0000', '%00', '2147483648', '99999999999999999999', 'x'.repeat(100_000), '../../etc/passwd', '-1'];

function paramSets(file: string): Record<string, string | string[]>[] {
  const names = [...path.relative(API_DIR, file).matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => ({ name: match[2], rest: Boolean(match[1]) }));
  if (names.length === 0) return [{}];
  return SEGMENT_VALUES.map((value) => Object.fromEntries(names.map(({ name, rest }) => [name, rest ? [value, value] : value])));
}

const nul = '\u0000';
const oneMegabyte = 'x'.repeat(1024 * 1024);
const everyField = (value: unknown) =>
  Object.fromEntries(
    ['email', 'password', 'firstName', 'lastName', 'token', 'query', 'car_model', 'value', 'product', 'name', 'title', 'experience', 'question', 'rating', 'imageIds', 'lines', 'contact', 'address', 'page', 'sort', 'limit', 'message', 'topic'].map((key) => [key, value]),
  );
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Raw bodies with the content type they are sent as. */
const BODIES: [string, string | undefined, string][] = [
  ['no body', undefined, ''],
  ['malformed JSON', 'application/json', '{"email":'],
  ['JSON null', 'application/json', 'null'],
  ['a JSON string', 'application/json', '"hello"'],
  ['a JSON array', 'application/json', '[1,2,3]'],
  ['wrong types (numbers)', 'application/json', JSON.stringify(everyField(12345))],
  ['wrong types (objects)', 'application/json', JSON.stringify(everyField({ nested: { a: 1 } }))],
  ['wrong types (booleans)', 'application/json', JSON.stringify(everyField(true))],
  ['NUL characters', 'application/json', JSON.stringify(everyField(`a${nul}b`))],
  ['NUL inside arrays', 'application/json', JSON.stringify({ ...everyField([`a${nul}`]), lines: [{ product_id: 1, quantity: 1 }] })],
  ['1 MB strings', 'application/json', JSON.stringify(everyField(oneMegabyte))],
  ['60 KB strings (under the body limit)', 'application/json', JSON.stringify({ email: `${'a'.repeat(60_000)}@x.co`, query: 'b'.repeat(1000) })],
  ['huge numbers', 'application/json', JSON.stringify({ ...everyField(1e308), lines: [{ product_id: 2 ** 53, quantity: 1e20 }], page: -1e308 })],
  ['2^31 ids', 'application/json', JSON.stringify({ ...everyField(2 ** 31), lines: [{ product_id: 2 ** 31, quantity: 1 }], product: 2 ** 31 })],
  ['deep nesting', 'application/json', nested(10_000)],
  ['deep nesting in a field', 'application/json', `{"email":${nested(5_000)}}`],
  ['text/plain', 'text/plain', 'email=a@b.co'],
  ['a form', 'application/x-www-form-urlencoded', 'email=a%40b.co'],
  ['broken multipart', 'multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="imageFiles[]"; filename="a.png"\r\n\r\nnot a png'],
  ['multipart without a boundary', 'multipart/form-data', 'garbage'],
];

type Handler = (request: Request, context: unknown) => Promise<Response>;

async function answer(handler: Handler, request: Request, params: Record<string, unknown>): Promise<number | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  try {
    const result = await Promise.race([handler(request, { params: Promise.resolve(params) }).then((res) => res.status), hang]);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

const routes = routeFiles(API_DIR).map((file) => ({ file, url: `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/')}` }));

/** Requests come from a signed-in shopper, so account routes are fuzzed past their 401. */
let session = '';

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off';
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yps-fuzz-'));
  const res = await register(jsonRequest('/api/auth/register', { firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz@example.com', password: 'long enough' }), undefined as never);
  session = res.headers.get('set-cookie')?.split(';')[0] ?? '';
});

it('finds the API routes on disk, and signs in', () => {
  expect(routes.length).toBeGreaterThan(20);
  expect(session).toMatch(/^yps_session=/);
});

describe.each(routes)('$url', ({ file, url }) => {
  it('answers every method with a JSON 4xx or success for every hostile request, never 5xx, never hanging', async () => {
    const routeModule = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const failures: string[] = [];
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (!handler) {
        // Next.js would answer an unexported method with an empty 405 (HEAD comes from GET).
        if (!(method === 'HEAD' && routeModule.GET)) failures.push(`${method}: not exported, so Next answers an empty 405`);
        continue;
      }
      for (const params of paramSets(file)) {
        for (const [label, type, body] of BODIES) {
          const withBody = method !== 'GET' && method !== 'HEAD' && type !== undefined;
          const request = new Request(`http://shop.test${url}?locale=es`, {
            method,
            headers: { 'sec-fetch-site': 'same-origin', cookie: session, ...(withBody ? { 'content-type': type } : {}) },
            body: withBody ? body : undefined,
          });
          const status = await answer(handler, request, params);
          if (status === 'hang' || status >= 500) failures.push(`${method} ${label} ${JSON.stringify(params).slice(0, 60)}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
