import { Admission, arrive, expectedWaitMs, giveUpAfterMs, MAX_HOLD_MS, nextServiceMs, refusalHoldMs, type AdmissionOptions, type Arrival, type Line, type Release } from '@/lib/edge/admission';

/** The release a request gets: at once, null when refused, or once its turn comes. */
function acquire(gate: Admission, tag?: string): Promise<Release | null> {
  const entry = gate.enter(tag);
  return entry.kind === 'start' ? Promise.resolve(entry.release) : entry.kind === 'refuse' ? Promise.resolve(null) : entry.granted;
}

const options: AdmissionOptions = { limit: 3, queueLength: 100, maxWaitMs: 1000 };

describe('the admission policy', () => {
  it.each<[string, Line, Partial<AdmissionOptions>, Arrival]>([
    ['a free place: start', { running: 2, waiting: 0, serviceMs: 5000 }, {}, 'start'],
    ['no free place, a short wait: wait', { running: 3, waiting: 0, serviceMs: 100 }, {}, 'wait'],
    ['the wait it would have is within the bound: wait', { running: 3, waiting: 29, serviceMs: 100 }, {}, 'wait'],
    ['one more and the expected wait passes the bound: refused at once', { running: 3, waiting: 30, serviceMs: 100 }, {}, 'refuse'],
    ['slow work shortens the line: refused', { running: 3, waiting: 3, serviceMs: 600 }, {}, 'refuse'],
    ['work that takes longer than the bound: no one waits', { running: 3, waiting: 0, serviceMs: 1500 }, {}, 'refuse'],
    ['fast work lengthens it up to the hard bound', { running: 3, waiting: 100, serviceMs: 1 }, {}, 'refuse'],
    ['a free place is not taken past those already waiting', { running: 2, waiting: 1, serviceMs: 100 }, {}, 'wait'],
    ['no line at all', { running: 1, waiting: 0, serviceMs: 1 }, { limit: 1, queueLength: 0 }, 'refuse'],
    ['a longer bound lets more wait', { running: 3, waiting: 30, serviceMs: 100 }, { maxWaitMs: 2000 }, 'wait'],
  ])('%s', (_name, line, changes, expected) => {
    expect(arrive(line, { ...options, ...changes })).toBe(expected);
  });

  it.each<[number, number, number, number]>([
    [1, 3, 100, 100],
    [3, 3, 100, 100],
    [4, 3, 100, 200],
    [30, 3, 100, 1000],
    [31, 3, 100, 1100],
    [2, 1, 250, 500],
  ])('place %d with %d at once, %d ms each: starts within %d ms', (place, limit, serviceMs, expected) => {
    expect(expectedWaitMs(place, limit, serviceMs)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [100, 100, 100],
    [100, 600, 200],
    [200, 0, 160],
  ])('an estimate of %d ms after work that took %d ms: %d ms', (estimate, measured, expected) => {
    expect(nextServiceMs(estimate, measured)).toBeCloseTo(expected);
  });

  it('gives up on a waiter at twice the bound', () => expect(giveUpAfterMs(options)).toBe(2000));

  it.each<[number, number]>([
    [0, 0],
    [3, 0],
    [50, 12],
    [1000, 250],
    [1600, MAX_HOLD_MS],
    [100_000, MAX_HOLD_MS],
  ])('%d refusals in the last second hold the next one %d ms', (refused, expected) => {
    expect(refusalHoldMs(refused)).toBe(expected);
  });
});

describe('Admission', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };

  it('starts up to the limit, lets in those the bound allows, refuses the rest at once', async () => {
    const gate = new Admission({ limit: 2, queueLength: 10, maxWaitMs: 250, serviceMs: 100 });
    const results: (Release | null | 'waiting')[] = [];
    for (let n = 0; n < 8; n++) {
      results[n] = 'waiting';
      void acquire(gate).then((release) => (results[n] = release));
    }
    await settle();
    // Two run; places 1-4 wait (100 and 200 ms expected); place 5 would wait 300 ms.
    expect(results.map((r) => (r === 'waiting' ? 'waiting' : r === null ? 'refused' : 'started'))).toEqual(['started', 'started', 'waiting', 'waiting', 'waiting', 'waiting', 'refused', 'refused']);
    expect([gate.running, gate.waiting]).toEqual([2, 4]);
  });

  it('hands a released place to the first in line, and learns how long work takes', async () => {
    const gate = new Admission({ limit: 1, queueLength: 10, maxWaitMs: 1000, serviceMs: 100 });
    const first = (await acquire(gate))!;
    const second = acquire(gate);
    jest.advanceTimersByTime(600);
    first();
    expect(await second).toEqual(expect.any(Function));
    expect(gate.serviceMs).toBeCloseTo(200, -1);
  });

  it('refuses a waiter still in line at twice the bound', async () => {
    const gate = new Admission({ limit: 1, queueLength: 10, maxWaitMs: 500, serviceMs: 100 });
    await acquire(gate);
    const waiting = acquire(gate);
    jest.advanceTimersByTime(999);
    await settle();
    expect(gate.waiting).toBe(1);
    jest.advanceTimersByTime(1);
    expect(await waiting).toBeNull();
    expect(gate.waiting).toBe(0);
  });

  it('refuses at once the waiters a condition picks (the shop server circuit opened), and no other', async () => {
    const gate = new Admission({ limit: 1, queueLength: 10, maxWaitMs: 1000, serviceMs: 10 });
    const running = (await acquire(gate, '/search?query=a'))!;
    const search = acquire(gate, '/search?query=b');
    const faqs = acquire(gate, '/faqs');
    expect(gate.refuseWaiting((tag) => tag.startsWith('/search'))).toBe(1);
    expect(await search).toBeNull();
    running();
    expect(await faqs).toEqual(expect.any(Function));
  });

  it('gives a waiting place back when the visitor leaves', async () => {
    const gate = new Admission({ limit: 1, queueLength: 1, maxWaitMs: 1000 });
    const first = (await acquire(gate))!;
    const waiting = gate.enter();
    if (waiting.kind !== 'wait') throw new Error(`expected to wait, got ${waiting.kind}`);
    expect(gate.waiting).toBe(1);
    waiting.leave();
    expect(await waiting.granted).toBeNull();
    expect(gate.waiting).toBe(0);
    const next = acquire(gate);
    first();
    expect(await next).toEqual(expect.any(Function));
  });

  it('holds refusals longer as they come faster', () => {
    const gate = new Admission({ limit: 1, queueLength: 0, maxWaitMs: 1000 });
    acquire(gate);
    expect(gate.holdMs).toBe(0);
    for (let n = 0; n < 500; n++) expect(gate.enter().kind).toBe('refuse');
    expect(gate.holdMs).toBe(125);
  });

  it('frees one place for a release called twice, and says when to come back', async () => {
    const gate = new Admission({ limit: 1, queueLength: 5, maxWaitMs: 1500, serviceMs: 10 });
    const first = (await acquire(gate))!;
    const second = acquire(gate);
    const third = acquire(gate);
    first();
    first();
    const secondRelease = await second;
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    secondRelease!();
    expect(await third).toEqual(expect.any(Function));
    expect(gate.retryAfterSeconds).toBe(2);
  });
});
