import type { Logger } from '@/lib/runtime/logger';

/**
 * What runs when the server stops, after the last request in flight has been answered:
 * `flush` first (the mail sender sends what it holds), then `close` (database, Redis).
 */
export type StopStage = 'flush' | 'close';

type Hook = { name: string; stage: StopStage; run: () => unknown };

const registry = globalThis as typeof globalThis & { __shopStopHooks?: Hook[]; __shopStopping?: boolean };
const hooks = (registry.__shopStopHooks ??= []);

export function onStop(name: string, stage: StopStage, run: () => unknown) {
  hooks.push({ name, stage, run });
}

/**
 * True once a stop began: readiness answers 503 so the load balancer stops sending. Kept on
 * globalThis: the server (lib/edge/serve.ts) and Next's bundle of the app each carry their
 * own copy of this module.
 */
export const isStopping = () => registry.__shopStopping === true;

export async function runStopHooks(logger: Pick<Logger, 'info' | 'error'>) {
  for (const stage of ['flush', 'close'] as const) {
    await Promise.all(
      hooks
        .filter((hook) => hook.stage === stage)
        .map(async (hook) => {
          try {
            await hook.run();
            logger.info({ hook: hook.name }, 'stopped');
          } catch (error) {
            logger.error({ err: error, hook: hook.name }, 'stop failed');
          }
        }),
    );
  }
  hooks.length = 0;
}

/** Readiness answers 503 from now on (lib/edge/serve.ts calls it when a stop begins). */
export function markStopping() {
  registry.__shopStopping = true;
}
