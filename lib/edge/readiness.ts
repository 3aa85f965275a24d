export type Probe = () => Promise<void>;
export type ReadinessReport = { ready: boolean; checks: Record<string, 'ok' | string> };

/** Why a probe failed, without internals (addresses, credentials) a public endpoint must not show. */
export class NotReady extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Runs every probe at once, each bounded by `timeoutMs`, and names each one that failed.
 * `onFailure` receives the full error for the log.
 */
export async function checkReadiness(probes: Record<string, Probe>, timeoutMs: number, onFailure: (name: string, error: unknown) => void = () => {}): Promise<ReadinessReport> {
  const names = Object.keys(probes);
  const outcomes = await Promise.all(
    names.map(async (name) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          probes[name](),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new NotReady('timed out')), timeoutMs);
          }),
        ]);
        return 'ok';
      } catch (error) {
        onFailure(name, error);
        return error instanceof NotReady ? error.reason : 'unreachable';
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const checks = Object.fromEntries(names.map((name, index) => [name, outcomes[index]]));
  return { ready: outcomes.every((outcome) => outcome === 'ok'), checks };
}
