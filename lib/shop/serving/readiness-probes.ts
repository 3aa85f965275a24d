import 'server-only';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { config } from '@/lib/runtime/config';
import { db } from '@/lib/db/client';
import { executeRows } from '@/lib/db/execute-rows';
import { redis } from '@/lib/cache/redis';
import { NotReady, type Probe } from '../../edge/readiness';
import { isStopping } from '../../runtime/shutdown';
import { currentBreaker } from '@/lib/shop/shop-server/current-breaker';
import { askShopServer } from '@/lib/shop/shop-server/health-call';

/** Reachable, and every migration this build carries has been applied. */
async function database() {
  const database = await db();
  const journal = JSON.parse(await fs.readFile(path.join(process.cwd(), 'lib/db/migrations/meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [row] = await executeRows<{ applied: string | null }>(database, sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
  const applied = Number(row?.applied ?? 0);
  if (applied < newest) throw new NotReady('not migrated');
}

async function redisServer() {
  const client = redis();
  if (!client) return;
  // Just after start the connection may still be opening; commands are not queued meanwhile.
  if (client.status !== 'ready') await once(client, 'ready', { signal: AbortSignal.timeout(3_500) });
  if ((await client.ping()) !== 'PONG') throw new NotReady('unexpected answer');
}

/** The breaker's own health call (the circuit open counts as down: its background probe asks the same). */
async function upstreamShop() {
  if (currentBreaker()?.refusing()) throw new NotReady('circuit open');
  const status = await askShopServer(config().SHOP_API_URL!, 3_000);
  if (status >= 500) throw new NotReady(`answered ${status}`);
}

async function smtp() {
  const url = new URL(config().SMTP_URL!);
  url.searchParams.set('connectionTimeout', '3000');
  url.searchParams.set('greetingTimeout', '3000');
  const transport = nodemailer.createTransport(url.toString());
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

async function notStopping() {
  if (isStopping()) throw new NotReady('stopping');
}

/** What this instance depends on, as configured. */
export function readinessProbes(): Record<string, Probe> {
  const { SHOP_API_URL, REDIS_URL, SMTP_URL } = config();
  return {
    server: notStopping,
    // The remote shop keeps sessions and rate limits in a database of its own too.
    database,
    ...(REDIS_URL ? { redis: redisServer } : {}),
    ...(SHOP_API_URL ? { shop: upstreamShop } : {}),
    ...(SMTP_URL ? { smtp } : {}),
  };
}
