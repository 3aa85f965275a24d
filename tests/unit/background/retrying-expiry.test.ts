import { retryingExpiry } from '@/lib/shop/serving/retrying-expiry';

describe('retryingExpiry', () => {
  it.each([
    ['nothing to expire sends nothing', [[]], [true], []],
    ['products are sent once each', [[4, 5, 4]], [true], [[4, 5]]],
    ['a failed send is tried again with the next sweep, with what that sweep adds', [[4], [6]], [false, true], [[4], [4, 6]]],
    ['a failed send is tried again even when the next sweep cancels nothing', [[4], []], [false, true], [[4], [4]]],
    ['what was sent is not sent again', [[4], [6]], [true, true], [[4], [6]]],
    ['failures keep everything until a send goes through', [[1], [2], [3], []], [false, false, true, true], [[1], [1, 2], [1, 2, 3]]],
  ])('%s', async (_case, sweeps, answers, expectedSends) => {
    const sends: number[][] = [];
    const outcomes = [...answers];
    const expire = retryingExpiry(async (products) => {
      sends.push(products);
      if (!outcomes.shift()) throw new Error('connection refused');
    });
    for (const products of sweeps) await expire(products).catch(() => {});
    expect(sends).toEqual(expectedSends);
  });

  it('passes the failure on, so the sweep logs it', async () => {
    const expire = retryingExpiry(async () => {
      throw new Error('connection refused');
    });
    await expect(expire([1])).rejects.toThrow('connection refused');
  });
});
