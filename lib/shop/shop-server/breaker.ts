/**
 * A circuit breaker as a pure state machine: the caller owns the state and the clock, so every
 * transition is a table row in the unit test.
 *
 * - closed: calls pass; `failures` consecutive failures open it, and so does a hung shop server
 *   (a call past the slow mark whose health call got no answer either).
 * - open: calls are refused at once. After `openMs` the next background probe is due (a cheap
 *   health call, never a shopper's request).
 * - half-open: that probe is out, calls are still refused. Its success closes the breaker, its
 *   failure opens it again for another `openMs`.
 */
export type BreakerSettings = { failures: number; openMs: number };

export type BreakerState =
  | { kind: 'closed'; failures: number }
  | { kind: 'open'; since: number }
  | { kind: 'half-open'; since: number };

/** What a reader (health, readiness, the edge) is told. */
export type BreakerPhase = BreakerState['kind'];

export const closedBreaker = (): BreakerState => ({ kind: 'closed', failures: 0 });

/** Whether a call may go out now: only while closed. */
export const admit = (state: BreakerState): 'pass' | 'refuse' => (state.kind === 'closed' ? 'pass' : 'refuse');

/** Whether the background probe should go out now. */
export const probeDue = (state: BreakerState, now: number, settings: BreakerSettings): boolean => state.kind === 'open' && now - state.since >= settings.openMs;

/** The state while the probe is out. */
export const probing = (state: BreakerState, now: number): BreakerState => (state.kind === 'open' ? { kind: 'half-open', since: now } : state);

/** How a call (or the probe) ended. */
export type Outcome = 'success' | 'failure' | 'hung';

/** The state after a call or the probe ended. */
export function settle(state: BreakerState, outcome: Outcome, now: number, settings: BreakerSettings): BreakerState {
  // Any answer proves the shop server is back, even one from a call let out before it opened.
  if (outcome === 'success') return closedBreaker();
  if (state.kind === 'half-open') return { kind: 'open', since: now };
  // Late failures of calls let out before it opened do not push the next probe further away.
  if (state.kind === 'open') return state;
  if (outcome === 'hung') return { kind: 'open', since: now };
  const failures = state.failures + 1;
  return failures >= settings.failures ? { kind: 'open', since: now } : { kind: 'closed', failures };
}

/** Whole seconds until a refused caller may try again (at least 1): the `Retry-After` value. */
export function retryAfterSeconds(state: BreakerState, now: number, settings: BreakerSettings): number {
  if (state.kind !== 'open') return 1;
  return Math.max(1, Math.ceil((state.since + settings.openMs - now) / 1000));
}

/** Whether the last call that ended failed (the breaker is open, half-open, or counting failures). */
export const failing = (state: BreakerState): boolean => state.kind !== 'closed' || state.failures > 0;
