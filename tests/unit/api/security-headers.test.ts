import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  INLINE_SCRIPT_HASHES,
  nonceContentSecurityPolicy,
  REACT_TIMING_HASH,
  REACT_TIMING_SCRIPT,
  rendersPerRequest,
  securityHeaderRules,
  withInlineScriptHashes,
} from '@/lib/security/headers';

describe('security headers', () => {
  const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

  it('forbids framing, plugins, foreign scripts, base rewriting and foreign form targets', () => {
    const policy = directives(contentSecurityPolicy(false));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", INLINE_SCRIPT_HASHES]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('puts the hashes of a cached page in place of the placeholder, and nothing else', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const filled = directives(withInlineScriptHashes(contentSecurityPolicy(false), hashes));
    expect(filled['script-src']).toEqual(["'self'", ...hashes]);
    expect({ ...filled, 'script-src': undefined }).toEqual({ ...directives(contentSecurityPolicy(false)), 'script-src': undefined });
    expect(directives(withInlineScriptHashes(contentSecurityPolicy(false), []))['script-src']).toEqual(["'self'"]);
  });

  it('keeps unsafe-inline for the development server only, whose pages all render per request', () => {
    expect(directives(contentSecurityPolicy(true))['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(directives(contentSecurityPolicy(false))['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows eval in development only', () => {
    expect(contentSecurityPolicy(true)).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(false)).not.toContain("'unsafe-eval'");
  });

  it('sends every header securityheaders.com grades on every path, and no-store on account pages', () => {
    const [all, ...account] = securityHeaderRules(false);
    expect(all.source).toBe('/:path*');
    expect(all.headers.map((header) => header.key)).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'Permissions-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options']),
    );
    expect(account.map((rule) => rule.source)).toEqual(expect.arrayContaining(['/account/:path*', '/:locale(es|ja)/account/:path*']));
    for (const rule of account) expect(rule.headers).toEqual([{ key: 'Cache-Control', value: 'no-store' }]);
  });

  it('gives pages rendered per request only their nonce and what it loads, with the rest of the policy unchanged', () => {
    const strict = directives(nonceContentSecurityPolicy('abc123', false));
    expect(strict['script-src']).toEqual(["'self'", "'nonce-abc123'", REACT_TIMING_HASH]);
    expect(strict['script-src']).not.toContain("'unsafe-inline'");
    expect({ ...strict, 'script-src': undefined }).toEqual({ ...directives(contentSecurityPolicy(false)), 'script-src': undefined });
  });

  it("allows React's timing script by its real hash", () => {
    expect(REACT_TIMING_HASH).toBe(`'sha256-${createHash('sha256').update(REACT_TIMING_SCRIPT).digest('base64')}'`);
  });

  it.each([
    ['/account', true],
    ['/ja/account', true],
    ['/account/orders', true],
    ['/es/account/orders/YPS-20260101-ABCDEFGH', true],
    ['/account/addresses', true],
    ['/checkout', true],
    ['/checkout.html', true],
    ['/es/checkout.html', true],
    ['/checkout/complete', true],
    ['/account/login', false],
    ['/account/register', false],
    ['/account/login/recovery', false],
    ['/', false],
    ['/store/products', false],
    ['/store/product/checkout', false],
    ['/accounting', false],
  ])('%s renders per request: %s', (path, expected) => expect(rendersPerRequest(path)).toBe(expected));
});
