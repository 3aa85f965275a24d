import type { Logger } from '@/lib/log/logger';

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

/** True once SIGTERM arrived: readiness answers 503 so the load balancer stops sending. */
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

/**
 * On SIGTERM/SIGINT Next's own handler closes the listening socket, waits for the requests in
 * flight and then calls process.exit. That exit is held until the stop hooks ran, so nothing is
 * cut off and the database closes cleanly; a request that never ends cannot hold the process
 * past `deadlineMs`.
 */
export function installGracefulStop(logger: Logger, deadlineMs = 10_000) {
  const begin = (signal: NodeJS.Signals) => {
    if (registry.__shopStopping) return;
    registry.__shopStopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const realExit = process.exit.bind(process);
    let stopping: Promise<void> | undefined;
    const finish = (code: number) => {
      stopping ??= runStopHooks(logger).finally(() => {
        logger.info({ code }, 'exiting');
        logger.flush();
        realExit(code);
      });
      return stopping;
    };
    process.exit = ((code?: number | string | null) => {
      void finish(typeof code === 'number' ? code : 0);
    }) as typeof process.exit;
    // Leave the hooks time to run inside the deadline.
    setTimeout(() => {
      logger.warn({ deadlineMs }, 'requests still in flight at the deadline: closing anyway');
      void finish(1);
    }, Math.max(0, deadlineMs - 2_000)).unref();
    setTimeout(() => realExit(1), deadlineMs).unref();
  };
  process.once('SIGTERM', begin);
  process.once('SIGINT', begin);
}
