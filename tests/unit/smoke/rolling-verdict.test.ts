import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The rolling-restart smoke's verdict (tests/support/rolling-verdict.mjs) on made-up runs. */

const STOP = Date.parse('2026-11-29T18:55:08.700Z');
const PORT = 3113;
const orders = [{ email: 'rolling-1-59@example.com', number: 'YPS-1' }];
const failure = (method: string, status: number, msAfterStop: number, requestPath = '/api/search') => ({ method, path: requestPath, status, at: new Date(STOP + msAfterStop).toISOString() });
/** nginx writes local time; the test runs the script with TZ=UTC. */
const resetLine = (requestPath = '/api/search', port = PORT, time = '18:55:09') =>
  `2026/11/29 ${time} [error] 11764#11764: *5 recv() failed (104: Connection reset by peer) while reading response header from upstream, client: 127.0.0.4, server: shop.example, request: "POST ${requestPath} HTTP/1.1", upstream: "http://127.0.0.1:${port}${requestPath}", host: "127.0.0.1:3443"`;

function verdict(failures: object[], errorLog: string[], orderList = orders) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rolling-verdict-'));
  const file = (name: string, text: string) => (fs.writeFileSync(path.join(dir, name), text), path.join(dir, name));
  const run = spawnSync(
    process.execPath,
    [
      'tests/support/rolling-verdict.mjs',
      file('load.json', JSON.stringify({ statuses: { 200: 100, 201: orderList.length }, busy: 0, failures, orders: orderList })),
      file('stops.txt', `${STOP - 20_000} 3112\n${STOP} ${PORT}\n`),
      file('nginx-error.log', errorLog.join('\n')),
    ],
    { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } },
  );
  fs.rmSync(dir, { recursive: true });
  return { passed: run.status === 0, output: run.stdout + run.stderr };
}

describe('the rolling-restart verdict', () => {
  it.each([
    ['no failure', [], [], true],
    ['a POST reset as the stopping instance closed, logged by nginx (the CI run of stop 44)', [failure('POST', 502, 300)], [resetLine()], true],
    ['two at one stop', [failure('POST', 502, 300), failure('POST', 502, 310, '/api/orders')], [resetLine(), resetLine('/api/orders')], true],
    ['three at one stop', [failure('POST', 502, 300), failure('POST', 502, 310), failure('POST', 502, 320)], [resetLine(), resetLine(), resetLine()], false],
    ['a GET answered 502 (nginx retries those: a real failure)', [failure('GET', 502, 300, '/')], [resetLine('/')], false],
    ['a POST 502 nginx did not log as a reset', [failure('POST', 502, 300)], [], false],
    ['a POST reset by the other instance', [failure('POST', 502, 300)], [resetLine('/api/search', 3112)], false],
    ['a POST 502 long after the stop', [failure('POST', 502, 5_000)], [resetLine('/api/search', PORT, '18:55:13')], false],
    ['a broken connection to nginx', [{ ...failure('GET', 0, 300, '/'), error: 'ECONNRESET' }], [], false],
    ['a 504', [failure('POST', 504, 300)], [resetLine()], false],
  ])('%s', (_, failures, errorLog, passed) => {
    expect(verdict(failures, errorLog).passed).toBe(passed);
  });

  it('says how many it counted as the kernel reset, and fails a run without orders', () => {
    expect(verdict([failure('POST', 502, 300)], [resetLine()]).output).toContain('1 POST reset by the kernel');
    expect(verdict([], [], [])).toEqual({ passed: false, output: expect.stringContaining('No order was placed') });
  });
});
