import { admit, closedBreaker, failing, probeDue, probing, retryAfterSeconds, settle, type BreakerSettings, type BreakerState, type Outcome } from '@/lib/shop/shop-server/breaker';

const settings: BreakerSettings = { failures: 3, openMs: 10_000 };

type Step = { at: number; ask: 'pass' | 'refuse' } | { at: number; end: Outcome } | { at: number; probe: boolean };

/**
 * Runs the steps from a closed breaker, checking each admission and whether the background probe
 * is due (and sending it when it is), and gives the state reached.
 */
function run(steps: Step[]): BreakerState {
  let state = closedBreaker();
  for (const step of steps) {
    if ('ask' in step) expect({ at: step.at, admission: admit(state) }).toEqual({ at: step.at, admission: step.ask });
    else if ('probe' in step) {
      expect({ at: step.at, due: probeDue(state, step.at, settings) }).toEqual({ at: step.at, due: step.probe });
      if (step.probe) state = probing(state, step.at);
    } else state = settle(state, step.end, step.at, settings);
  }
  return state;
}

const failAt = (at: number): Step[] => [{ at, ask: 'pass' }, { at, end: 'failure' }];
const opened: Step[] = [...failAt(0), ...failAt(1), ...failAt(2)];

describe('circuit breaker', () => {
  it.each<[string, Step[], BreakerState]>([
    ['stays closed below the failure count', [...failAt(0), ...failAt(1)], { kind: 'closed', failures: 2 }],
    ['a success resets the count', [...failAt(0), ...failAt(1), { at: 2, ask: 'pass' }, { at: 2, end: 'success' }, ...failAt(3)], { kind: 'closed', failures: 1 }],
    ['opens at the failure count', opened, { kind: 'open', since: 2 }],
    ['opens at once on a hung shop server (a slow call, and no answer to the health call)', [{ at: 0, ask: 'pass' }, { at: 2_000, end: 'hung' }], { kind: 'open', since: 2_000 }],
    ['refuses every call while open, probe or no probe', [...opened, { at: 3, ask: 'refuse' }, { at: 10_001, ask: 'refuse' }, { at: 10_002, probe: true }, { at: 10_003, ask: 'refuse' }], { kind: 'half-open', since: 10_002 }],
    ['the probe is not due before openMs', [...opened, { at: 10_001, probe: false }], { kind: 'open', since: 2 }],
    ['a hung call let out before it opened does not push the probe away', [...opened, { at: 3, end: 'hung' }, { at: 10_002, probe: true }], { kind: 'half-open', since: 10_002 }],
    ['late failures do not push the probe away', [...opened, { at: 5_000, end: 'failure' }, { at: 10_002, probe: true }], { kind: 'half-open', since: 10_002 }],
    ['only one probe at a time', [...opened, { at: 10_002, probe: true }, { at: 30_000, probe: false }], { kind: 'half-open', since: 10_002 }],
    ['a probe that succeeds closes it', [...opened, { at: 10_002, probe: true }, { at: 10_100, end: 'success' }, { at: 10_101, ask: 'pass' }], { kind: 'closed', failures: 0 }],
    ['a probe that fails opens it again, the next due openMs later', [...opened, { at: 10_002, probe: true }, { at: 11_002, end: 'failure' }, { at: 20_000, probe: false }, { at: 21_002, probe: true }], { kind: 'half-open', since: 21_002 }],
    ['a call let out before it opened that succeeds closes it', [...opened, { at: 500, end: 'success' }, { at: 501, ask: 'pass' }], { kind: 'closed', failures: 0 }],
    ['closed: never a probe', [...failAt(0), { at: 50_000, probe: false }], { kind: 'closed', failures: 1 }],
  ])('%s', (_name, steps, reached) => {
    expect(run(steps)).toEqual(reached);
  });

  it.each<[BreakerState, number, number]>([
    [{ kind: 'closed', failures: 2 }, 0, 1],
    [{ kind: 'open', since: 1_000 }, 1_000, 10],
    [{ kind: 'open', since: 1_000 }, 10_500, 1],
    [{ kind: 'open', since: 1_000 }, 30_000, 1],
    [{ kind: 'half-open', since: 1_000 }, 2_000, 1],
  ])('%j at %d: retry after %d s', (state, now, retry) => {
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
