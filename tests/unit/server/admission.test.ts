import { Admission, type Release } from '@/lib/edge/admission';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Starts `count` acquisitions and reports, after the timers ran `afterMs`, which were admitted. */
async function outcome(options: ConstructorParameters<typeof Admission>[0], count: number, afterMs: number, releaseFirst = 0) {
  const gate = new Admission(options);
  const results: (Release | null | 'pending')[] = Array.from({ length: count }, () => 'pending');
  results.forEach((_, index) => void gate.acquire().then((release) => (results[index] = release)));
  await Promise.resolve();
  for (let index = 0; index < releaseFirst; index++) {
    const release = results[index];
    if (typeof release === 'function') release();
  }
  jest.advanceTimersByTime(afterMs);
  // The grants run as promise callbacks: let them settle before reading.
  await Promise.resolve();
  await Promise.resolve();
  return { kinds: results.map((result) => (result === 'pending' ? 'waiting' : result === null ? 'refused' : 'admitted')) };
}

describe('Admission', () => {
  it.each([
    ['under the limit: all start', { limit: 3, queueLength: 5, maxWaitMs: 100 }, 2, 0, 0, ['admitted', 'admitted']],
    ['over the limit: the rest wait', { limit: 2, queueLength: 5, maxWaitMs: 100 }, 4, 50, 0, ['admitted', 'admitted', 'waiting', 'waiting']],
    ['a full line refuses at once', { limit: 1, queueLength: 1, maxWaitMs: 100 }, 3, 0, 0, ['admitted', 'waiting', 'refused']],
    ['waiting past maxWaitMs is refused', { limit: 1, queueLength: 5, maxWaitMs: 100 }, 3, 100, 0, ['admitted', 'refused', 'refused']],
    ['a release admits the first in line', { limit: 1, queueLength: 5, maxWaitMs: 100 }, 3, 50, 1, ['admitted', 'admitted', 'waiting']],
    ['no line at all', { limit: 1, queueLength: 0, maxWaitMs: 100 }, 2, 0, 0, ['admitted', 'refused']],
  ])('%s', async (_name, options, count, afterMs, releaseFirst, expected) => {
    const { kinds } = await outcome(options, count, afterMs, releaseFirst);
    expect(kinds).toEqual(expected);
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

  it('counts running and waiting work, and a release called twice frees one place', async () => {
    const gate = new Admission({ limit: 1, queueLength: 5, maxWaitMs: 1000 });
    const first = (await gate.acquire())!;
    const second = gate.acquire();
    const third = gate.acquire();
    expect([gate.running, gate.waiting]).toEqual([1, 2]);
    first();
    first();
    const secondRelease = await second;
    expect(secondRelease).toEqual(expect.any(Function));
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    secondRelease!();
    expect(await third).toEqual(expect.any(Function));
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
  });
});
