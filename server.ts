import { parseConfig } from '@/lib/runtime/config';
import { logger } from '@/lib/runtime/logger';
import { bridgeConsole } from '@/lib/runtime/console-bridge';
import { serve, stopOnSignals, SERVED_BY_SHOP_SERVER } from '@/lib/edge/serve';
import { shopView } from '@/lib/shop/serving/shop-view';
import { announceReady } from '@/lib/shop/serving/ready-line';

/**
 * The shop's server: `npm start` runs its build (`npm run build` writes it beside Next's), `npm run dev`
 * runs it with `tsx`. The edge (lib/edge/, docs/edge.md) learns what it must know of the shop from `shopView`.
 */
async function main() {
  const result = parseConfig(process.env);
  if (!result.ok) {
    process.stderr.write(`${result.message}\n`);
    process.exit(1);
  }
  process.env[SERVED_BY_SHOP_SERVER] = '1';
  // Before Next starts, so its own output (error traces included) reaches stdout as the logger's records.
  bridgeConsole(logger);
  const { stop } = await serve(result.config, logger, { dev: result.config.NODE_ENV === 'development', shop: shopView }).catch((error: unknown) => {
    // A port in use, an address that is not this machine's: one line an operator can act on.
    process.stderr.write(`The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
  announceReady(logger, result.config);
  stopOnSignals(stop, logger);
}

void main();
