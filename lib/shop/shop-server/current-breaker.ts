import { admit, closedBreaker, failing, probeDue, probing, retryAfterSeconds, settle, type BreakerPhase, type BreakerSettings, type BreakerState, type Outcome } from './breaker';

/**
 * The breaker around calls to the shop server, one per process (each instance learns on its own
 * that the shop server is down). The edge, the health checks and the remote shop share it through
 * globalThis: the server around Next and Next's bundles each carry their own copy of this module.
 */
export type ShopBreaker = {
  /** Asks to let one call out: 'refuse' means answer at once without calling. */
  admit(): 'pass' | 'refuse';
  settle(outcome: Outcome): void;
  /**
   * A call has waited past the slow mark: the health call tells a slow answer from a hung shop
   * server. No answer to it within its timeout opens the circuit (outcome `hung`).
   */
  suspect(): void;
  /** Sends the background probe if it is due (a timer calls it while the circuit is open; tests call it on their own clock). */
  probe(): Promise<void>;
  phase(): BreakerPhase;
  /** Whether a call now would be refused: pages that need the shop server answer 503. */
  refusing(): boolean;
  retryAfterSeconds(): number;
  /** Whether the last call that ended failed. */
  failing(): boolean;
  /** Aborts when the circuit opens: every call in flight gives up at once instead of at its own deadline. */
  readonly opened: AbortSignal;
};

/** No page or request waits longer than this for the shop server, however many calls it makes. */
export const UPSTREAM_DEADLINE_MS = 8000;

/** A call still unanswered after this is suspect: calls answer in well under a second. */
export const SLOW_CALL_MS = 1_000;

/** How long the health call (the probe) may take: it is one small GET. */
export const PROBE_TIMEOUT_MS = 1_000;

export const BREAKER_SETTINGS: BreakerSettings = {
  // Five failures in a row: one slow page's calls alone do not trip it, a dead server does within a page or two.
  failures: 5,
  // How often the background probe asks while it is open: the longest a recovered shop server waits to be used again.
  openMs: 5_000,
};

/** Who hears of the circuit opening, on globalThis like the breaker: the edge registers before the remote shop makes its breaker. */
const LISTENERS = Symbol.for('storefront.remote-shop.circuit-open');
const listeners = ((globalThis as typeof globalThis & { [LISTENERS]?: Set<() => void> })[LISTENERS] ??= new Set());

/** Calls `listener` each time a breaker of this process opens. */
export function onCircuitOpen(listener: () => void): void {
  listeners.add(listener);
}

/**
 * The breaker; `healthCall` asks the shop server its cheapest question (lib/shop/shop-server/health-call.ts).
 * Without it (tests of the state alone) nothing is probed: the circuit opens on failures only and
 * closes on a call that succeeds.
 */
export function shopBreaker(settings: BreakerSettings = BREAKER_SETTINGS, now: () => number = Date.now, healthCall?: () => Promise<void>): ShopBreaker {
  let state: BreakerState = closedBreaker();
  let opened = new AbortController();
  let suspicion: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When a call last succeeded: an answer during the health call proves the shop server alive. */
  let answeredAt = -Infinity;

  const become = (next: BreakerState) => {
    const was = state.kind;
    state = next;
    if (was === 'closed' && next.kind === 'open') {
      console.warn('remote shop: circuit open, the shop server is not answering');
      opened.abort();
      for (const listener of listeners) listener();
    }
    if (was !== 'closed' && next.kind === 'closed') {
      console.warn('remote shop: circuit closed, the shop server answers again');
      opened = new AbortController();
    }
    if (next.kind === 'open' && healthCall) {
      clearTimeout(timer);
      timer = setTimeout(() => void breaker.probe(), Math.max(0, next.since + settings.openMs - now()));
      timer.unref();
    }
  };

  const breaker: ShopBreaker = {
    admit: () => admit(state),
    settle(outcome) {
      if (outcome === 'success') answeredAt = now();
      become(settle(state, outcome, now(), settings));
    },
    suspect() {
      if (!healthCall || state.kind !== 'closed' || suspicion) return;
      const asked = now();
      suspicion = healthCall()
        .catch(() => {
          if (answeredAt < asked) become(settle(state, 'hung', now(), settings));
        })
        .finally(() => (suspicion = undefined));
    },
    async probe() {
      if (!healthCall || !probeDue(state, now(), settings)) return;
      become(probing(state, now()));
      const outcome = await healthCall().then(
        (): Outcome => 'success',
        (): Outcome => 'failure',
      );
      become(settle(state, outcome, now(), settings));
    },
    phase: () => state.kind,
    refusing: () => admit(state) === 'refuse',
    retryAfterSeconds: () => retryAfterSeconds(state, now(), settings),
    failing: () => failing(state),
    get opened() {
      return opened.signal;
    },
  };
  return breaker;
}

const KEY = Symbol.for('storefront.remote-shop.breaker');
const holder = globalThis as typeof globalThis & { [KEY]?: ShopBreaker };

/** This process's breaker for the shop server, made with its health call by the first remote client. */
export function processBreaker(healthCall?: () => Promise<void>): ShopBreaker {
  return (holder[KEY] ??= shopBreaker(BREAKER_SETTINGS, Date.now, healthCall));
}

/** This process's breaker if the remote shop has made one (never in the embedded shop). */
export const currentBreaker = (): ShopBreaker | undefined => holder[KEY];
