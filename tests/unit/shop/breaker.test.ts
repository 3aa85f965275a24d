import { admit, closedBreaker, failing, phase, retryAfterSeconds, settle, type BreakerSettings, type BreakerState } from '@/lib/shop/shop-server/breaker';

const settings: BreakerSettings = { failures: 3, openMs: 10_000, probeMs: 9_000 };

type Step =
  | { at: number; ask: 'pass' | 'probe' | 'refuse' }
  | { at: number; end: 'success' | 'failure' | 'hung' };

/** Runs the steps from a closed breaker, checking each admission, and gives the state reached. */
function run(steps: Step[]): BreakerState {
  let state = closedBreaker();
  for (const step of steps) {
    if ('ask' in step) {
      const next = admit(state, step.at, settings);
      expect({ at: step.at, admission: next.admission }).toEqual({ at: step.at, admission: step.ask });
      state = next.state;
    } else {
      state = settle(state, step.end, step.at, settings);
    }
  }
  return state;
}

const failAt = (at: number): Step[] => [{ at, ask: 'pass' }, { at, end: 'failure' }];

describe('circuit breaker', () => {
  it.each<[string, Step[], BreakerState]>([
    ['stays closed below the failure count', [...failAt(0), ...failAt(1)], { kind: 'closed', failures: 2 }],
    ['a success resets the count', [...failAt(0), ...failAt(1), { at: 2, ask: 'pass' }, { at: 2, end: 'success' }, ...failAt(3)], { kind: 'closed', failures: 1 }],
    ['opens at the failure count', [...failAt(0), ...failAt(1), ...failAt(2)], { kind: 'open', since: 2 }],
    ['opens at once on a hung shop server', [{ at: 0, ask: 'pass' }, { at: 5, end: 'hung' }], { kind: 'open', since: 5 }],
    ['a hung probe opens it again', [...failAt(0), ...failAt(1), ...failAt(2), { at: 10_002, ask: 'probe' }, { at: 10_500, end: 'hung' }], { kind: 'open', since: 10_500 }],
    ['a hung call let out before it opened does not push the retry away', [...failAt(0), ...failAt(1), ...failAt(2), { at: 3, end: 'hung' }], { kind: 'open', since: 2 }],
    ['refuses while open', [...failAt(0), ...failAt(1), ...failAt(2), { at: 3, ask: 'refuse' }, { at: 10_001, ask: 'refuse' }], { kind: 'open', since: 2 }],
    ['late failures do not move the retry', [...failAt(0), ...failAt(1), ...failAt(2), { at: 5_000, end: 'failure' }, { at: 10_002, ask: 'probe' }], { kind: 'half-open', since: 10_002 }],
    ['half-opens after openMs: one probe, others refused', [...failAt(0), ...failAt(1), ...failAt(2), { at: 10_002, ask: 'probe' }, { at: 10_003, ask: 'refuse' }], { kind: 'half-open', since: 10_002 }],
    ['a probe that succeeds closes it', [...failAt(0), ...failAt(1), ...failAt(2), { at: 10_002, ask: 'probe' }, { at: 10_100, end: 'success' }, { at: 10_101, ask: 'pass' }], { kind: 'closed', failures: 0 }],
    ['a probe that fails opens it again', [...failAt(0), ...failAt(1), ...failAt(2), { at: 10_002, ask: 'probe' }, { at: 10_500, end: 'failure' }, { at: 20_000, ask: 'refuse' }], { kind: 'open', since: 10_500 }],
    ['a lost probe is replaced after probeMs', [...failAt(0), ...failAt(1), ...failAt(2), { at: 10_002, ask: 'probe' }, { at: 19_001, ask: 'refuse' }, { at: 19_002, ask: 'probe' }], { kind: 'half-open', since: 19_002 }],
  ])('%s', (_name, steps, reached) => {
    expect(run(steps)).toEqual(reached);
  });

  it.each<[BreakerState, number, ReturnType<typeof phase>, number]>([
    [{ kind: 'closed', failures: 2 }, 0, 'closed', 1],
    [{ kind: 'open', since: 1_000 }, 1_000, 'open', 10],
    [{ kind: 'open', since: 1_000 }, 10_500, 'open', 1],
    [{ kind: 'open', since: 1_000 }, 11_000, 'half-open', 1],
    [{ kind: 'half-open', since: 1_000 }, 2_000, 'half-open', 8],
  ])('%j at %d reads as %s, retry after %d s', (state, now, reached, retry) => {
    expect(phase(state, now, settings)).toBe(reached);
    expect(retryAfterSeconds(state, now, settings)).toBe(retry);
  });

  it.each<[BreakerState, boolean]>([
    [{ kind: 'closed', failures: 0 }, false],
    [{ kind: 'closed', failures: 1 }, true],
    [{ kind: 'open', since: 0 }, true],
    [{ kind: 'half-open', since: 0 }, true],
  ])('%j is failing: %s', (state, expected) => {
    expect(failing(state)).toBe(expected);
  });
});
