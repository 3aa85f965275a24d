import { parseConfig } from '@/lib/runtime/config';
import { logger } from '@/lib/runtime/logger';
import { bridgeConsole } from '@/lib/runtime/console-bridge';
import { serve, SERVED_BY_SHOP_SERVER } from '@/lib/edge/serve';
import { shopServerView } from '@/lib/shop/serving/shop-server-view';
import { announceReady } from '@/lib/shop/serving/ready-line';

/**
 * The shop's server: `npm start` runs the build of this file (`npm run build` writes it next to
 * Next's build), `npm run dev` runs it with `tsx` and Next's development server.
 */
async function main() {
  const result = parseConfig(process.env);
  if (!result.ok) {
    process.stderr.write(`${result.message}\n`);
    process.exit(1);
  }
  process.env[SERVED_BY_SHOP_SERVER] = '1';
  bridgeConsole(logger);
  const { stop } = await serve(result.config, logger, { dev: result.config.NODE_ENV === 'development', shopServer: shopServerView }).catch((error: unknown) => {
    // A port in use, an address that is not this machine's: one line an operator can act on.
    process.stderr.write(`The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
  announceReady(logger, result.config);
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
