import type { Expiry } from '@/lib/edge/internal-expire';
import { expiryQueue } from '@/lib/shop/serving/announced-expiry';
import { expiryOfNotice, noticesOf } from '@/lib/shop/common/announced-expiry';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('announced expiries waiting for this server', () => {
  it('sends one at a time, merging what arrives meanwhile; the whole catalogue takes in any products', async () => {
    const sent: Expiry[] = [];
    let release = () => {};
    const queue = expiryQueue(async (expiry) => {
      sent.push(expiry);
      await new Promise<void>((resolve) => (release = resolve));
    });
    queue.push({ products: [1, 2] });
    queue.push({ products: [2, 3] });
    queue.push({ products: [4] });
    await tick();
    expect(sent).toEqual([{ products: [1, 2] }]);
    release();
    await tick();
    expect(sent).toEqual([{ products: [1, 2] }, { products: [2, 3, 4] }]);
    queue.push({ products: [5] });
    queue.push({ catalogue: true });
    queue.push({ products: [6] });
    release();
    await tick();
    release();
    await tick();
    expect(sent.slice(2)).toEqual([{ catalogue: true }]);
  });

  it('keeps a failed send and tries it again, with what came meanwhile', async () => {
    const sent: Expiry[] = [];
    const errors: unknown[] = [];
    let fail = true;
    const queue = expiryQueue(
      async (expiry) => {
        sent.push(expiry);
        if (fail) throw new Error('connect ECONNREFUSED');
      },
      { retryMs: 20, onError: (error) => errors.push(error) },
    );
    queue.push({ products: [1] });
    await tick();
    queue.push({ products: [2] });
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent).toEqual([{ products: [1] }, { products: [1, 2] }]);
    expect(errors).toHaveLength(1);
    queue.stop();
  });
});

describe('an announcement on the database', () => {
  it.each<[string, Expiry, string[]]>([
    ['the catalogue', { catalogue: true }, ['{"catalogue":true}']],
    ['products, each once', { products: [3, 1, 3] }, ['{"products":[3,1]}']],
    ['many products, in notices PostgreSQL takes', { products: Array.from({ length: 1200 }, (_, i) => 1_000_000_000 + i) }, ['500', '500', '200']],
  ])('%s', (_, expiry, notices) => {
    const payloads = noticesOf(expiry);
    if (notices[0].startsWith('{')) expect(payloads).toEqual(notices);
    else expect(payloads.map((payload) => String((expiryOfNotice(payload) as { products: number[] }).products.length))).toEqual(notices);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  });

  it.each([
    ['{"catalogue":true}', { catalogue: true }],
    ['{"products":[1,2]}', { products: [1, 2] }],
    ['{"products":[]}', null],
    ['{"products":[0]}', null],
    ['{"products":["1"]}', null],
    ['{"catalogue":"yes"}', null],
    ['probe:abc:1', null],
    ['null', null],
  ])('%s reads as %j', (payload, expiry) => {
    expect(expiryOfNotice(payload)).toEqual(expiry);
  });
});
