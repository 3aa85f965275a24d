export type Repeating = { stop(): Promise<void> };

/**
 * Runs `task` now and again `intervalMs` after each run ends, so runs never overlap. The timer
 * does not keep the process alive; `stop` waits for a run in progress.
 */
export function repeat(intervalMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void): Repeating {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    running = task()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, intervalMs).unref();
      });
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
