import { admit, closedBreaker, failing, phase, refuses, retryAfterSeconds, settle, type BreakerPhase, type BreakerSettings, type BreakerState, type Outcome } from './breaker';

/**
 * The breaker around calls to the shop server, one per process (each instance learns on its own
 * that the shop server is down, after `failures` failed calls). Middleware, the health checks and
 * the remote shop share it through globalThis: middleware runs in the server's own process
 * (runtime 'nodejs') but is bundled apart from the pages, so a module-level variable would be
 * two variables.
 */
export type ShopBreaker = {
  /** Asks to let one call out: 'refuse' means answer at once without calling. */
  admit(): 'pass' | 'probe' | 'refuse';
  settle(outcome: Outcome): void;
  phase(): BreakerPhase;
  /** Whether a call now would be refused: pages that need the shop server answer 503. */
  refusing(): boolean;
  retryAfterSeconds(): number;
  /** Whether the last call that ended failed. */
  failing(): boolean;
};

/** No page or request waits longer than this for the shop server, however many calls it makes. */
export const UPSTREAM_DEADLINE_MS = 8000;

/**
 * A call still unanswered after this counts as failed at once, its deadline still running: a hung
 * shop server holds every render that asks it for the whole deadline, and with three renders at
 * once, waiting for five deadlines to pass took two rounds (16 s) before the circuit opened. Calls
 * answer in well under a second; one that answers late still closes the circuit.
 */
export const SLOW_CALL_MS = 2_000;

/**
 * This many calls past the slow mark at once, with no answer from the shop server since the
 * earliest of them began, is a hung shop server: the circuit opens without waiting for five
 * failures (three renders at once reach three). A server that is only slow closes it again with
 * its first answer.
 */
export const HUNG_CALLS = 3;

export const BREAKER_SETTINGS: BreakerSettings = {
  // Five failures in a row: one slow page's calls alone do not trip it, a dead server does within a page or two.
  failures: 5,
  openMs: 15_000,
  // A probe is an ordinary call, bounded by the upstream deadline; past it, it has failed.
  probeMs: UPSTREAM_DEADLINE_MS + 1_000,
};

export function shopBreaker(settings: BreakerSettings = BREAKER_SETTINGS, now: () => number = Date.now): ShopBreaker {
  let state: BreakerState = closedBreaker();
  return {
    admit() {
      const next = admit(state, now(), settings);
      state = next.state;
      return next.admission;
    },
    settle(outcome) {
      const wasClosed = state.kind === 'closed';
      state = settle(state, outcome, now(), settings);
      if (wasClosed && state.kind === 'open') console.warn('remote shop: circuit open, the shop server is not answering');
      if (!wasClosed && state.kind === 'closed') console.warn('remote shop: circuit closed, the shop server answers again');
    },
    phase: () => phase(state, now(), settings),
    refusing: () => refuses(state, now(), settings),
    retryAfterSeconds: () => retryAfterSeconds(state, now(), settings),
    failing: () => failing(state),
  };
}

const KEY = Symbol.for('storefront.remote-shop.breaker');
const holder = globalThis as typeof globalThis & { [KEY]?: ShopBreaker };

/** This process's breaker for the shop server. */
export function processBreaker(): ShopBreaker {
  return (holder[KEY] ??= shopBreaker());
}

/** This process's breaker if the remote shop has made one (never in the embedded shop). */
export const currentBreaker = (): ShopBreaker | undefined => holder[KEY];
