import type { Config } from '@/lib/runtime/config';
import type { Logger } from '@/lib/runtime/logger';

/**
 * The one line that tells a person where the shop is, once it listens: its address, its database,
 * its mode, how many products it has and whether it seeded them on this start. The start-up
 * (start.ts, in Next's bundle) records what it found; the server (server.ts, its own bundle)
 * says it with the address, through globalThis as lib/runtime/shutdown.ts does.
 */
export type StartFacts = {
  mode: 'embedded' | 'remote';
  /** The remote shop server's address, in remote mode. */
  shopServer?: string;
  database: string;
  /** Products shoppers can find (catalogue and garage sale); null when the shop did not say in time. */
  products: number | null;
  /** The demo catalogue was written into an empty database on this start. */
  seeded: boolean;
};

const registry = globalThis as typeof globalThis & { __shopStartFacts?: StartFacts };

export function recordStart(facts: StartFacts) {
  registry.__shopStartFacts = facts;
}

/** An address a person on this machine can open: the one listened on, or localhost when it is every interface. */
export function localUrl(port: number, bindAddress?: string): string {
  if (!bindAddress || bindAddress === '0.0.0.0' || bindAddress === '::') return `http://localhost:${port}`;
  return `http://${bindAddress.includes(':') ? `[${bindAddress}]` : bindAddress}:${port}`;
}

export function announceReady(logger: Logger, { PORT, BIND_ADDRESS, SITE_URL }: Pick<Config, 'PORT' | 'BIND_ADDRESS' | 'SITE_URL'>) {
  const url = localUrl(PORT, BIND_ADDRESS);
  logger.info({ ...registry.__shopStartFacts, site: SITE_URL }, `ready at ${url}`);
}
