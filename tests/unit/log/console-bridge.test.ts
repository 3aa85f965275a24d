import { bridgeConsole, REPORT_WAIT_MS } from '@/lib/runtime/console-bridge';
import { capturedLogger } from '../../support/captured-log';

function bridged() {
  const captured = capturedLogger();
  const target = { debug: () => {}, log: () => {}, info: () => {}, warn: () => {}, error: () => {} } as Pick<Console, 'debug' | 'log' | 'info' | 'warn' | 'error'>;
  bridgeConsole(captured.logger, target);
  return { ...captured, console: target };
}

describe('the console, bridged to the logger', () => {
  it.each([
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['debug', 'debug'],
  ] as const)('writes console.%s as a record at level %s', (method, level) => {
    const { console, records } = bridged();
    console[method]('remote shop: circuit open, %s', 'the shop server is not answering');
    expect(records).toEqual([expect.objectContaining({ level, msg: 'remote shop: circuit open, the shop server is not answering' })]);
  });

  it('makes one record of an error Next prints with its sign and colours, stack kept', () => {
    const { console, records, lines } = bridged();
    const error = Object.assign(new Error('/filterProduct: no answer in time'), { name: 'UpstreamError', status: 502 });
    console.error(' \u001b[31m⨯\u001b[39m', error);
    expect(lines).toHaveLength(1);
    expect(lines[0].trimEnd()).not.toContain('\n');
    expect(records[0]).toMatchObject({ level: 'error', msg: '/filterProduct: no answer in time', err: { type: 'UpstreamError', status: 502, stack: expect.stringContaining('\n    at ') } });
  });

  it('keeps the words that come with an error', () => {
    const { console, records } = bridged();
    console.error('order YPS-1: could not open the payment', new TypeError('fetch failed'));
    expect(records[0]).toMatchObject({ msg: 'order YPS-1: could not open the payment', err: { type: 'TypeError', message: 'fetch failed' } });
  });

  it('leaves out an error the logger already wrote (onRequestError logs it before Next prints it)', () => {
    const { console, records, logger } = bridged();
    const error = new Error('render failed');
    logger.error({ err: error, requestId: 'req-1' }, 'request failed');
    console.error(' ⨯', error);
    expect(records.map((record) => record.msg)).toEqual(['request failed']);
  });

  describe("a render's error, which onRequestError logs with the request's id", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const renderError = () => Object.assign(new Error('/filterProduct: no answer in time'), { name: 'UpstreamError', digest: '109800448' });

    it('is written once when Next prints it before the page reports it', () => {
      const { console, records, logger } = bridged();
      const error = renderError();
      console.error(' ⨯', error);
      logger.error({ err: error, requestId: 'req-1' }, 'request failed');
      jest.advanceTimersByTime(REPORT_WAIT_MS);
      expect(records).toEqual([expect.objectContaining({ msg: 'request failed', requestId: 'req-1', err: expect.objectContaining({ digest: '109800448' }) })]);
    });

    it('is written by the bridge when no page reports it', () => {
      const { console, records } = bridged();
      console.error(' ⨯', renderError());
      expect(records).toEqual([]);
      jest.advanceTimersByTime(REPORT_WAIT_MS);
      expect(records).toEqual([expect.objectContaining({ level: 'error', msg: '/filterProduct: no answer in time', err: expect.objectContaining({ type: 'UpstreamError', digest: '109800448' }) })]);
    });
  });

  it('writes nothing for the empty lines Next spaces its output with', () => {
    const { console, records } = bridged();
    console.log('');
    console.log();
    expect(records).toEqual([]);
  });

  it('masks personal data in what it writes', () => {
    const { console, records } = bridged();
    console.warn('mail to jane@example.com not delivered');
    expect(records[0].msg).toBe('mail to [redacted] not delivered');
  });
});
