/** @jest-environment node */
import fs from 'node:fs';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../../scripts/server-launch.mjs';

/**
 * Every place that starts the built server the way production does spells the same flags and
 * environment as scripts/server-launch.mjs, which the bench and the tests use: a heap bound changed
 * in one place alone would have the bench measure a server nobody runs.
 */
const read = (file: string) => fs.readFileSync(file, 'utf8');
const startScript = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
const smokeCommand = read('scripts/smoke-common.sh').split('\n').find((line) => line.startsWith('shop_server=('))!;
const systemdUnit = read('docs/operations.md');
const execStart = systemdUnit.split('\n').find((line) => line.startsWith('ExecStart=/usr/bin/node'))!;

describe('the production launch', () => {
  it.each([
    ['package.json start', startScript],
    ['the smokes', smokeCommand],
    ['the systemd unit', execStart],
  ])('%s passes every node flag', (_, command) => {
    expect(command.split(/\s+/)).toEqual(expect.arrayContaining(SERVER_NODE_ARGS));
  });

  it.each(Object.entries(SERVER_ENV))('sets %s=%s everywhere', (name, value) => {
    expect(startScript).toContain(`${name}=${value} `);
    expect(smokeCommand).toContain(`${name}=${value} `);
    expect(systemdUnit).toContain(`Environment=${name}=${value}\n`);
  });
});
