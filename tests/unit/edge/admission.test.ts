import { Admission, arrive, expectedWaitMs, giveUpAfterMs, nextServiceMs, type AdmissionOptions, type Arrival, type Line, type Release } from '@/lib/edge/admission';

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
      void gate.acquire().then((release) => (results[n] = release));
    }
    await settle();
    // Two run; places 1-4 wait (100 and 200 ms expected); place 5 would wait 300 ms.
    expect(results.map((r) => (r === 'waiting' ? 'waiting' : r === null ? 'refused' : 'started'))).toEqual(['started', 'started', 'waiting', 'waiting', 'waiting', 'waiting', 'refused', 'refused']);
    expect([gate.running, gate.waiting]).toEqual([2, 4]);
  });

  it('hands a released place to the first in line, and learns how long work takes', async () => {
    const gate = new Admission({ limit: 1, queueLength: 10, maxWaitMs: 1000, serviceMs: 100 });
    const first = (await gate.acquire())!;
    const second = gate.acquire();
    jest.advanceTimersByTime(600);
    first();
    expect(await second).toEqual(expect.any(Function));
    expect(gate.serviceMs).toBeCloseTo(200, -1);
  });

  it('refuses a waiter still in line at twice the bound', async () => {
    const gate = new Admission({ limit: 1, queueLength: 10, maxWaitMs: 500, serviceMs: 100 });
    await gate.acquire();
    const waiting = gate.acquire();
    jest.advanceTimersByTime(999);
    await settle();
    expect(gate.waiting).toBe(1);
    jest.advanceTimersByTime(1);
    expect(await waiting).toBeNull();
    expect(gate.waiting).toBe(0);
  });

  it('refuses at once the waiters a condition picks (the shop server circuit opened), and no other', async () => {
    const gate = new Admission({ limit: 1, queueLength: 10, maxWaitMs: 1000, serviceMs: 10 });
    const running = (await gate.acquire(undefined, '/search?query=a'))!;
    const search = gate.acquire(undefined, '/search?query=b');
    const faqs = gate.acquire(undefined, '/faqs');
    expect(gate.refuseWaiting((tag) => tag.startsWith('/search'))).toBe(1);
    expect(await search).toBeNull();
    running();
    expect(await faqs).toEqual(expect.any(Function));
  });

  it('gives a waiting place back when the visitor leaves, and refuses one who left before asking', async () => {
    const gate = new Admission({ limit: 1, queueLength: 1, maxWaitMs: 1000 });
    const first = (await gate.acquire())!;
    const leaving = new AbortController();
    const waiting = gate.acquire(leaving.signal);
    expect(gate.waiting).toBe(1);
    leaving.abort();
    expect(await waiting).toBeNull();
    expect(gate.waiting).toBe(0);
    const next = gate.acquire();
    first();
    expect(await next).toEqual(expect.any(Function));
    expect(await gate.acquire(AbortSignal.abort())).toBeNull();
  });

  it('frees one place for a release called twice, and says when to come back', async () => {
    const gate = new Admission({ limit: 1, queueLength: 5, maxWaitMs: 1500, serviceMs: 10 });
    const first = (await gate.acquire())!;
    const second = gate.acquire();
    const third = gate.acquire();
    first();
    first();
    const secondRelease = await second;
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    secondRelease!();
    expect(await third).toEqual(expect.any(Function));
    expect(gate.retryAfterSeconds).toBe(2);
  });
});
