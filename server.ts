import { parseConfig } from '@/lib/runtime/config';
import { logger } from '@/lib/runtime/logger';
import { serve, SERVED_BY_SHOP_SERVER } from '@/lib/edge/serve';
import { shopView } from '@/lib/shop/serving/shop-view';

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
  const { stop } = await serve(result.config, logger, { dev: result.config.NODE_ENV === 'development', shop: shopView }).catch((error: unknown) => {
    // A port in use, an address that is not this machine's: one line an operator can act on.
    process.stderr.write(`The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () =>
      stop(signal).then(
        () => {
          logger.info('stopped');
          logger.flush();
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'stop failed');
          logger.flush();
          process.exit(1);
        },
      ),
    );
  }
}

void main();
