import { answerStore, expireAnswers } from '@/lib/shop/shop-server/answers';

const settings = { freshMs: 1_000, staleMs: 10_000, maxEntries: 3, maxItems: 10 };

function store() {
  let now = 0;
  const calls: string[] = [];
  // Each item is a tag of the answer: ['1', '2'] carries tags 1 and 2.
  const answers = answerStore<string[]>(settings, (items) => items.length, () => now, (items) => items);
  const load = (key: string, items: string[]) => () => {
    calls.push(key);
    return Promise.resolve(items);
  };
  return { answers, calls, load, at: (ms: number) => (now = ms) };
}

describe('answerStore', () => {
  it('answers from memory while fresh, and calls again after', async () => {
    const { answers, calls, load, at } = store();
    await answers.read('a', load('a', ['1']));
    at(999);
    await expect(answers.read('a', load('a', ['2']))).resolves.toEqual(['1']);
    at(1_000);
    await expect(answers.read('a', load('a', ['2']))).resolves.toEqual(['2']);
    expect(calls).toEqual(['a', 'a']);
  });

  it('shares one call between asks made while it is in flight', async () => {
    const { answers } = store();
    let release: (items: string[]) => void = () => {};
    const load = jest.fn(() => new Promise<string[]>((resolve) => (release = resolve)));
    const asks = Promise.all([answers.read('a', load), answers.read('a', load), answers.read('a', load)]);
    release(['x']);
    await expect(asks).resolves.toEqual([['x'], ['x'], ['x']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the last answer when a call fails, up to staleMs, then the failure', async () => {
    const { answers, load, at } = store();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await answers.read('a', load('a', ['1']));
    const down = () => Promise.reject(new Error('circuit open'));
    at(9_999);
    await expect(answers.read('a', down)).resolves.toEqual(['1']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('circuit open'));
    at(10_000);
    await expect(answers.read('a', down)).rejects.toThrow('circuit open');
    await expect(answers.read('b', down)).rejects.toThrow('circuit open');
    warn.mockRestore();
  });

  it.each([
    ['by entries: the least recently used goes', [['a', 1], ['b', 1], ['c', 1], ['a', 0], ['d', 1]], ['a', 'c', 'd']],
    ['by items', [['a', 4], ['b', 4], ['c', 4]], ['b', 'c']],
    ['an answer larger than the bound is not kept', [['a', 2], ['big', 11]], ['a']],
  ] as [string, [string, number][], string[]][])('is bounded %s', async (_name, asks, kept) => {
    const { answers, load } = store();
    for (const [key, size] of asks) await answers.read(key, load(key, Array.from({ length: size }, String)));
    // A failing call answers only from what is held, and adds nothing.
    const held = await Promise.all(['a', 'b', 'c', 'd', 'big'].map((key) => answers.read(key, () => Promise.reject(new Error('gone'))).then(() => key, () => null)));
    expect(held.filter(Boolean)).toEqual(kept);
    expect(answers.size()).toBe(kept.length);
  });

  it.each<[string, string[], string[]]>([
    ['a tag one answer carries', ['2'], ['a']],
    ['a tag two answers carry', ['1'], []],
    ['a tag none carries', ['9'], ['a', 'b']],
  ])('expiring %s drops exactly those answers, in every store, and never serves them stale', async (_name, tags, kept) => {
    const first = store();
    const second = store();
    for (const { answers, load } of [first, second]) {
      await answers.read('a', load('a', ['1']));
      await answers.read('b', load('b', ['1', '2']));
    }
    expireAnswers(tags);
    for (const { answers } of [first, second]) {
      const held = await Promise.all(['a', 'b'].map((key) => answers.read(key, () => Promise.reject(new Error('down'))).then(() => key, () => null)));
      expect(held.filter(Boolean)).toEqual(kept);
    }
  });

  it('does not keep an answer that was on its way when its tags expired', async () => {
    const { answers, calls, load } = store();
    let release: (items: string[]) => void = () => {};
    const asked = answers.read('a', () => new Promise<string[]>((resolve) => (release = resolve)));
    expireAnswers(['1']);
    release(['1']);
    await expect(asked).resolves.toEqual(['1']);
    await answers.read('a', load('a', ['1']));
    expect(calls).toEqual(['a']);
  });
});
