/**
 * A circuit breaker as a pure state machine: the caller owns the state and the clock, so every
 * transition is a table row in the unit test.
 *
 * - closed: calls pass; `failures` consecutive failures open it, and so does one call found hung
 *   (several calls waiting long with no answer from the shop server since they began).
 * - open: calls are refused at once until `openMs` has passed; then the next call is the probe.
 * - half-open: one probe is in flight and every other call is refused. Its success closes the
 *   breaker, its failure opens it again. A probe that never settles (its caller lost it) is
 *   replaced after `probeMs`, so the breaker cannot stay half-open for good.
 */
export type BreakerSettings = { failures: number; openMs: number; probeMs: number };

export type BreakerState =
  | { kind: 'closed'; failures: number }
  | { kind: 'open'; since: number }
  | { kind: 'half-open'; since: number };

export type CallAdmission = 'pass' | 'probe' | 'refuse';

/** What a reader (health, readiness, middleware) is told: `half-open` once the next call may probe. */
export type BreakerPhase = 'closed' | 'open' | 'half-open';

export const closedBreaker = (): BreakerState => ({ kind: 'closed', failures: 0 });

/** Whether a call may go out now, and the state that follows from asking. */
export function admit(state: BreakerState, now: number, settings: BreakerSettings): { state: BreakerState; admission: CallAdmission } {
  if (state.kind === 'closed') return { state, admission: 'pass' };
  const wait = state.kind === 'open' ? settings.openMs : settings.probeMs;
  if (now - state.since < wait) return { state, admission: 'refuse' };
  return { state: { kind: 'half-open', since: now }, admission: 'probe' };
}

/** How a call that was let through ended, or was found waiting. */
export type Outcome = 'success' | 'failure' | 'hung';

/** The state after a call that was let through ended. */
export function settle(state: BreakerState, outcome: Outcome, now: number, settings: BreakerSettings): BreakerState {
  // Any answer proves the shop server is back, even one from a call let out before it opened.
  if (outcome === 'success') return closedBreaker();
  if (state.kind === 'half-open') return { kind: 'open', since: now };
  // Late failures of calls let out before it opened do not push the retry further away.
  if (state.kind === 'open') return state;
  if (outcome === 'hung') return { kind: 'open', since: now };
  const failures = state.failures + 1;
  return failures >= settings.failures ? { kind: 'open', since: now } : { kind: 'closed', failures };
}

export function phase(state: BreakerState, now: number, settings: BreakerSettings): BreakerPhase {
  if (state.kind === 'closed') return 'closed';
  return admit(state, now, settings).admission === 'probe' ? 'half-open' : state.kind;
}

/** Whole seconds until a refused caller may try again (at least 1): the `Retry-After` value. */
export function retryAfterSeconds(state: BreakerState, now: number, settings: BreakerSettings): number {
  if (state.kind === 'closed') return 1;
  const wait = state.kind === 'open' ? settings.openMs : settings.probeMs;
  return Math.max(1, Math.ceil((state.since + wait - now) / 1000));
}

/** Whether a call asked for now would be refused (asking changes nothing). */
export const refuses = (state: BreakerState, now: number, settings: BreakerSettings): boolean => admit(state, now, settings).admission === 'refuse';

/** Whether the last call that ended failed (the breaker is open, half-open, or counting failures). */
export const failing = (state: BreakerState): boolean => state.kind !== 'closed' || state.failures > 0;
