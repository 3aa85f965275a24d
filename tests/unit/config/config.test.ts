import { parseConfig } from '@/lib/runtime/config';

describe('parseConfig', () => {
  it('fills the defaults from an empty environment', () => {
    const result = parseConfig({});
    expect(result.ok && result.config).toMatchObject({ PORT: 3000, DATA_DIR: '.data', SEED_ON_START: true, RATE_LIMITS: true, DATABASE_POOL_SIZE: 10, ORDER_SWEEP_SECONDS: 60, PAGE_CACHE_MAX_MB: 512 });
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ SITE_URL: 'shop.example' }, 'SITE_URL must be an http(s) URL'],
    [{ SHOP_API_URL: 'ftp://x' }, 'SHOP_API_URL must be an http(s) URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must be a redis:// URL'],
    [{ SMTP_URL: 'localhost:25' }, 'SMTP_URL must be an smtp:// URL'],
    [{ SEED_ON_START: 'maybe' }, 'SEED_ON_START must be true or false'],
    [{ TRUSTED_PROXIES: '10.0.0.0/8, nonsense' }, 'TRUSTED_PROXIES must be a hop count'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET is required'],
    [{ ORDER_HOLD_MINUTES: '0' }, 'ORDER_HOLD_MINUTES must be a whole number from 1'],
    [{ ORDER_SWEEP_SECONDS: 'soon' }, 'ORDER_SWEEP_SECONDS must be a whole number'],
    [{ PAGE_CACHE_MAX_MB: '1.5' }, 'PAGE_CACHE_MAX_MB must be a whole number from 0'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://a@b/c' }, 'SESSION_SECRET is required in production'],
    [{ NODE_ENV: 'production', TRUSTED_PROXIES: '1' }, 'SITE_URL is required in production when TRUSTED_PROXIES is set'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    const result = parseConfig(env);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(message);
      expect(result.message).not.toContain('\n');
    }
  });

  const SECRET = 'x'.repeat(32);
  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'development', DATABASE_URL: 'postgres://a@b/c' }, true],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://a@b/c', SESSION_SECRET: SECRET }, false],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://a@b/c', SESSION_SECRET: SECRET, SEED_ON_START: 'true' }, true],
    [{ SEED_ON_START: 'off' }, false],
  ])('seeds the demo catalogue on %o: %s', (env, seeds) => {
    const result = parseConfig(env);
    expect(result.ok && result.config.SEED_ON_START).toBe(seeds);
  });

  it.each([
    [{ TRUSTED_PROXIES: '1' }, { hops: 1, ranges: [] }],
    [{ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }, { hops: 0, ranges: ['127.0.0.1', '10.0.0.0/8', '::1'] }],
  ])('reads TRUSTED_PROXIES %o', (env, expected) => {
    const result = parseConfig(env);
    expect(result.ok && result.config.TRUSTED_PROXIES).toEqual(expected);
  });

  it('treats an empty variable as unset', () => {
    const result = parseConfig({ SITE_URL: '', PORT: '' });
    expect(result.ok && [result.config.SITE_URL, result.config.PORT]).toEqual([undefined, 3000]);
  });
});
