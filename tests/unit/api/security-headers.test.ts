import { contentSecurityPolicy, securityHeaderRules } from '@/lib/security/headers';

describe('security headers', () => {
  const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

  it('forbids framing, plugins, foreign scripts, base rewriting and foreign form targets', () => {
    const policy = directives(contentSecurityPolicy(false));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
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
});
