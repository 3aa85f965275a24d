import { z } from 'zod';
import { DEFAULT_PORT, originOf } from '@/lib/runtime/site-origin.mjs';

/**
 * Every setting the server reads, checked with one schema. The environment is read here and
 * nowhere else (the `NEXT_PUBLIC_*` values the browser bundle inlines excepted), so one build
 * can be started under any address and a bad value stops the start with one line naming it.
 */

const url = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be ${what} URL`);

const optionalFlag = () =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'on', 'yes'].includes(value)));

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(value)));

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a whole number from ${min} to ${max}`);

const decimal = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, `must be a number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be a number from ${min} to ${max}`);

const IPV4_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_CIDR = /^[0-9a-f:.]+(\/\d{1,3})?$/i;

/** A hop count ("1") or a comma-separated list of addresses and CIDR ranges. */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, context) => {
    if (/^\d+$/.test(value)) return { hops: Number(value), ranges: [] as string[] };
    const ranges = value.split(',').map((part) => part.trim()).filter(Boolean);
    const bad = ranges.find((range) => !IPV4_CIDR.test(range) && !(range.includes(':') && IPV6_CIDR.test(range)));
    if (bad || ranges.length === 0) {
      context.addIssue({ code: 'custom', message: `must be a hop count or a comma-separated list of addresses or CIDR ranges (bad entry "${bad ?? ''}")` });
      return z.NEVER;
    }
    return { hops: 0, ranges };
  });

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(1, 65535).default(DEFAULT_PORT),
  /** The address the server listens on; unset, every interface. */
  BIND_ADDRESS: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres://').optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).default(10),
  PGLITE_BUFFERS_MB: wholeNumber(16, 4096).default(48),
  PAGE_CACHE_MAX_MB: wholeNumber(0, 1_000_000).default(512),
  /** Unset: seeded on the embedded database and in development; never on a production PostgreSQL server (see transform below). */
  SEED_ON_START: optionalFlag(),
  SHOP_API_URL: url(['http:', 'https:'], 'an http(s)').optional(),
  SITE_URL: url(['http:', 'https:'], 'an http(s)').optional(),
  RATES_API_KEY: z.string().trim().min(1).optional(),
  RATES_API_URL: url(['http:', 'https:'], 'an http(s)').default('https://v6.exchangerate-api.com/v6'),
  GEO_PRIMARY_URL: z.string().trim().default('https://ipapi.co/{ip}/json/'),
  GEO_SECONDARY_URL: z.string().trim().default('http://ip-api.com/json/{ip}?fields=status,country,countryCode,currency'),
  RATE_LIMITS: flag(true),
  REDIS_URL: url(['redis:', 'rediss:'], 'a redis://').optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp://').optional(),
  MAIL_FROM: z.string().trim().min(3).default('YPS Toyota Performance <orders@yps-toyota.example>'),
  SHOP_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  STRIPE_API_BASE: url(['http:', 'https:'], 'an http(s)').default('https://api.stripe.com'),
  ORDER_HOLD_MINUTES: wholeNumber(1, 60 * 24 * 30).optional(),
  ORDER_SWEEP_SECONDS: wholeNumber(1, 3600).default(60),
  /** Bank details for manual payment, lines separated by `|`; without them the team sends them by reply. */
  BANK_TRANSFER_DETAILS: z.string().trim().min(1).optional(),
  TRUSTED_PROXIES: trustedProxies.optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Admission control of the server (lib/edge/admission.ts, docs/operations.md "Memory and bursts"). */
  MAX_CONCURRENT_RENDERS: wholeNumber(1, 1000).default(3),
  RENDER_QUEUE_LENGTH: wholeNumber(0, 100_000).default(1000),
  /**
   * The longest wait in line a request is let in for (an expected wait, lib/edge/admission.ts). A page
   * let in is served within about this plus its render (0.3-0.7 s under a burst on 2 cores): 0.75 kept
   * the served pages' p99 at 1.5 s where 1 s gave 1.8-2.0 s (docs/performance.md, "The edge").
   */
  RENDER_QUEUE_SECONDS: decimal(0.1, 120).default(0.75),
  /** Memory for the stored answers of cached pages (lib/edge/stored-answers.ts); 0 keeps none. */
  STORED_PAGES_MB: wholeNumber(0, 100_000).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines when stdout is a terminal, JSON lines otherwise (lib/runtime/logger.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
});

const schema = fields
  .superRefine((value, context) => {
    if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET)
      context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
    // Several instances must sign visitor ids and sessions with the same key; one process on
    // the embedded database may keep a generated one in its data directory.
    if (value.NODE_ENV === 'production' && (value.DATABASE_URL || value.REDIS_URL) && !value.SESSION_SECRET)
      context.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production with DATABASE_URL or REDIS_URL' });
    // Behind a proxy http://localhost:PORT is never the shoppers' address, and cached pages,
    // mail links and payment return addresses cannot take theirs from a request.
    if (value.NODE_ENV === 'production' && value.TRUSTED_PROXIES && !value.SITE_URL)
      context.addIssue({ code: 'custom', path: ['SITE_URL'], message: 'is required in production when TRUSTED_PROXIES is set (the public https:// address)' });
  })
  // An operator who points a production server at an empty PostgreSQL database wants their own
  // catalogue there, not the demo one: seeding is the default only where the shop runs on its own.
  .transform(({ SEED_ON_START, ...rest }) => ({ ...rest, SEED_ON_START: SEED_ON_START ?? !(rest.NODE_ENV === 'production' && rest.DATABASE_URL) }));

export type Config = z.output<typeof schema>;
export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

const KEYS = Object.keys(fields.shape) as (keyof typeof fields.shape)[];

/** Parses a set of variables; an empty string counts as unset. */
export function parseConfig(source: Record<string, string | undefined>): ConfigResult {
  const values = Object.fromEntries(KEYS.map((key) => [key, source[key] === '' ? undefined : source[key]]));
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, config: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: `Invalid configuration: ${issue.path.join('.') || 'environment'} ${issue.message}` };
}

let cached: { key: string; config: Config } | undefined;

/**
 * The current settings. Parsed again only when a variable changed (tests set some per file);
 * a bad value throws with the one-line message the start-up check prints.
 */
export function config(): Config {
  const key = KEYS.map((name) => process.env[name] ?? '').join('\u0000');
  if (cached?.key === key) return cached.config;
  const result = parseConfig(process.env);
  if (!result.ok) throw new Error(result.message);
  cached = { key, config: result.config };
  return result.config;
}

/** The public origin for canonical links, sitemaps and Open Graph URLs, read at run time. */
export function siteOrigin(): string {
  const { SITE_URL, PORT } = config();
  return originOf(SITE_URL, PORT);
}
