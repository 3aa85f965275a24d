import { REDACTED, redactText } from '@/lib/runtime/redact';
import { capturedLogger } from '../../support/captured-log';

describe('redactText', () => {
  it.each([
    ['an e-mail address', 'order for jane.doe+shop@example.com failed', `order for ${REDACTED} failed`],
    ['a US phone number', 'call (555) 123-4567 now', `call ${REDACTED} now`],
    ['an international phone number', 'phone +44 20 7946 0958', `phone ${REDACTED}`],
    ['a token in a query string', 'GET /account/login/recovery?token=abc123&x=1', `GET /account/login/recovery?token=${REDACTED}&x=1`],
    ['the parameters of a failed query', 'Failed query: insert into orders values ($1, $2)\nparams: jane@example.com,1 Main St', `Failed query: insert into orders values ($1, $2)\nparams: ${REDACTED}`],
    ['nothing in an ordinary message', 'GET /store/product/12 200 14ms', 'GET /store/product/12 200 14ms'],
    ['no figures that are not phones', 'order YPS-20261123-0042 total 1234.50', 'order YPS-20261123-0042 total 1234.50'],
  ])('masks %s', (_what, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});

describe('the logger masks secrets by their place in a record', () => {
  it.each([
    ['a request cookie', { headers: { cookie: 'session=s3cret', accept: 'text/html' } }, { headers: { cookie: REDACTED, accept: 'text/html' } }],
    ['an authorization header', { req: { headers: { authorization: 'Bearer t0ken' } } }, { req: { headers: { authorization: REDACTED } } }],
    ['a cookie an answer sets', { response: { headers: { 'set-cookie': 'session=s3cret' } } }, { response: { headers: { 'set-cookie': REDACTED } } }],
    ['a sign-in password', { body: { email: 'a@b.co', password: 'hunter22' } }, { body: { email: REDACTED, password: REDACTED } }],
    ['a reset token', { body: { token: 'abcdefghijklmnopqrstuvwxyz', password: 'hunter22' } }, { body: { token: REDACTED, password: REDACTED } }],
    ['a card', { body: { card: { number: '4242424242424242' } } }, { body: { card: REDACTED } }],
    [
      'a checkout body',
      { body: { contact: { name: 'Jane', email: 'a@b.co' }, address: { line1: '1 Main St' }, lines: [{ product_id: 3 }] } },
      { body: { contact: REDACTED, address: REDACTED, lines: [{ product_id: 3 }] } },
    ],
    ['an address book entry', { body: { name: 'Jane Doe', line1: '1 Main St', city: 'Austin', zip: '78701', state: 'TX' } }, { body: { name: REDACTED, line1: REDACTED, city: REDACTED, zip: REDACTED, state: 'TX' } }],
    ['a password logged on its own', { password: 'hunter22' }, { password: REDACTED }],
  ])('%s', (_what, fields, expected) => {
    const { logger, records } = capturedLogger();
    logger.info(fields, 'something');
    expect(records[0]).toMatchObject(expected);
  });

  it.each([
    ['a product name', { product: { name: 'GR86 Carbon Hood' } }],
    ['a stop hook', { hook: 'mail and order sweep', name: 'mail' }],
    ['a route and a digest', { route: '/[locale]/search', digest: '2552971758' }],
  ])('keeps %s', (_what, fields) => {
    const { logger, records } = capturedLogger();
    logger.info(fields, 'something');
    expect(records[0]).toMatchObject(fields);
  });
});

describe('an error in a record', () => {
  class UpstreamError extends Error {
    constructor(
      message: string,
      readonly status?: number,
    ) {
      super(message);
      this.name = 'UpstreamError';
    }
  }

  it('carries its type, message, stack, digest, status and cause', () => {
    const { logger, records } = capturedLogger();
    const error = Object.assign(new UpstreamError('/filterProduct: no answer in time', 504), { digest: '109800448' });
    error.cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    logger.error({ err: error, requestId: 'req-1' }, 'request failed');
    expect(records[0]).toMatchObject({
      level: 'error',
      msg: 'request failed',
      requestId: 'req-1',
      err: {
        type: 'UpstreamError',
        message: '/filterProduct: no answer in time',
        stack: expect.stringContaining('UpstreamError: /filterProduct: no answer in time\n    at '),
        digest: '109800448',
        status: 504,
        cause: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:9', code: 'ECONNREFUSED' },
      },
    });
  });

  it('names a class that does not set its name', () => {
    class PaymentFailed extends Error {}
    const { logger, records } = capturedLogger();
    logger.error({ err: new PaymentFailed('declined') }, 'payment');
    expect(records[0].err).toMatchObject({ type: 'PaymentFailed', message: 'declined' });
  });

  it('masks personal data in the message and stack, and leaves out every other field', () => {
    const { logger, records } = capturedLogger();
    const failed = Object.assign(new Error('Failed query: insert into accounts values ($1, $2)\nparams: jane@example.com,hunter22'), {
      name: 'DrizzleQueryError',
      params: ['jane@example.com', 'hunter22'],
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    logger.error({ err: failed }, 'API failure');
    const line = JSON.stringify(records[0]);
    expect(line).not.toContain('jane@example.com');
    expect(line).not.toContain('hunter22');
    expect(records[0].err).toMatchObject({ type: 'DrizzleQueryError', message: `Failed query: insert into accounts values ($1, $2)\nparams: ${REDACTED}` });
  });

  it('is logged when thrown as something else than an Error', () => {
    const { logger, records } = capturedLogger();
    logger.error({ err: 'plain words' }, 'odd throw');
    expect(records[0].err).toEqual({ type: 'string', message: 'plain words' });
  });
});
