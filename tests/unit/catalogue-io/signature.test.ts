import { signBody, verifySignature } from '@/lib/admin/signature';

const SECRET = 'k'.repeat(32);
const NOW = 1_790_000_000_000;

describe('signed operator requests', () => {
  const body = '{"tags":["catalogue"]}';
  const signature = signBody(SECRET, body, NOW);

  it('signs the time and the exact body', () => {
    expect(signature).toMatch(/^t=1790000000,v1=[a-f0-9]{64}$/);
    expect(verifySignature(signature, body, SECRET, NOW)).toBe(true);
  });

  it.each([
    ['another body', signature, '{"tags":["listings"]}', SECRET, NOW],
    ['another secret', signature, body, 'x'.repeat(32), NOW],
    ['six minutes later', signature, body, SECRET, NOW + 6 * 60_000],
    ['six minutes early', signature, body, SECRET, NOW - 6 * 60_000],
    ['no header', null, body, SECRET, NOW],
    ['a short mac', 't=1790000000,v1=abcd', body, SECRET, NOW],
    ['no time', signature.replace(/^t=\d+,/, ''), body, SECRET, NOW],
  ])('refuses %s', (_case, header, sent, secret, now) => {
    expect(verifySignature(header, sent, secret, now)).toBe(false);
  });
});
