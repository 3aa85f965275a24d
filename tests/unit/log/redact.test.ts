import { REDACTED, redact, redactText } from '@/lib/runtime/redact';

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

describe('redact', () => {
  it('replaces fields named after personal data and secrets, at any depth', () => {
    const record = {
      msg: 'order failed',
      order: { number: 'YPS-1', email: 'a@b.co', phone: '5551234567', address: { line1: '1 Main St' }, shipping: { street: '1 Main St', city: 'Austin' } },
      headers: { cookie: 'session=x', authorization: 'Bearer y', 'user-agent': 'jest' },
      token: 'abc',
    };
    expect(redact(record)).toEqual({
      msg: 'order failed',
      order: { number: 'YPS-1', email: REDACTED, phone: REDACTED, address: REDACTED, shipping: { street: REDACTED, city: REDACTED } },
      headers: { cookie: REDACTED, authorization: REDACTED, 'user-agent': 'jest' },
      token: REDACTED,
    });
  });

  it('masks personal data inside strings of arrays', () => {
    expect(redact({ notes: ['write to a@b.co'] })).toEqual({ notes: [`write to ${REDACTED}`] });
  });
});
