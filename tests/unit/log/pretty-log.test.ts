import { prettyLine } from '@/lib/runtime/pretty-log';
import { capturedLogger } from '../../support/captured-log';

const TIME = /^\d{2}:\d{2}:\d{2}\.\d{3} /;

function shown(log: (logger: ReturnType<typeof capturedLogger>['logger']) => void): string {
  const { logger, lines } = capturedLogger();
  log(logger);
  return prettyLine(lines[0]);
}

describe('a record as a person reads it at a terminal', () => {
  it.each([
    ['a message', (l) => l.info('warmed up'), 'INFO  warmed up\n'],
    ['fields as key=value', (l) => l.info({ port: 3000, host: 'all' }, 'listening'), 'INFO  listening port=3000 host=all\n'],
    ['a value with spaces quoted', (l) => l.info({ database: 'PGlite at /srv/shop data/pglite', seeded: true }, 'ready'), 'INFO  ready database="PGlite at /srv/shop data/pglite" seeded=true\n'],
    ['a warning', (l) => l.warn({ status: 503 }, 'request'), 'WARN  request status=503\n'],
  ] as [string, (logger: ReturnType<typeof capturedLogger>['logger']) => void, string][])('%s', (_what, log, expected) => {
    const line = shown(log);
    expect(line).toMatch(TIME);
    expect(line.replace(TIME, '')).toBe(expected);
  });

  it('puts an error on its line with its digest, and its stack and cause under it', () => {
    const error = Object.assign(new Error('no answer in time', { cause: new Error('socket hang up') }), { name: 'UpstreamError', digest: '42' });
    const [head, ...below] = shown((l) => l.error({ err: error, requestId: 'r1' }, 'request failed')).trimEnd().split('\n');
    expect(head.replace(TIME, '')).toBe('ERROR request failed requestId=r1 digest=42');
    expect(below[0]).toBe('    UpstreamError: no answer in time');
    expect(below[1]).toMatch(/^ {4}at /);
    expect(below).toContain('    caused by:');
    expect(below).toContain('      Error: socket hang up');
  });

  it('colours the level when the terminal has colours', () => {
    const { logger, lines } = capturedLogger();
    logger.error('broken');
    expect(prettyLine(lines[0], true)).toContain('\u001b[31mERROR\u001b[39m broken');
  });

  it('passes on a line that is not a record', () => {
    expect(prettyLine('not json\n')).toBe('not json\n');
  });
});
