import { streamProgress } from '@/lib/shop/catalogue/io/progress';

function recorder(isTTY: boolean) {
  let now = 0;
  const written: string[] = [];
  const progress = streamProgress({ isTTY, columns: 120, write: (text: string) => written.push(text) }, () => now);
  return { progress, written, tick: (ms: number) => (now += ms) };
}

describe('progress', () => {
  it('draws a bar with rows per second on a terminal, redrawn in place', () => {
    const { progress, written, tick } = recorder(true);
    progress.start('Writing', 400);
    tick(500);
    progress.advance(100);
    tick(500);
    progress.advance(100);
    progress.finish();
    expect(written).toEqual([
      '\rWriting [########----------------------] 100/400 rows, 200 rows/s\u001b[K',
      '\rWriting [###############---------------] 200/400 rows, 200 rows/s\u001b[K',
      '\rWriting [###############---------------] 200/400 rows, 200 rows/s\u001b[K\n',
    ]);
  });

  it('writes a plain line every five seconds and at the end off a terminal', () => {
    const { progress, written, tick } = recorder(false);
    progress.start('Checking');
    for (let i = 0; i < 12; i++) {
      tick(1000);
      progress.advance(50);
    }
    progress.finish();
    expect(written).toEqual(['Checking: 250 rows, 50 rows/s\n', 'Checking: 500 rows, 50 rows/s\n', 'Checking: 600 rows, 50 rows/s, done\n']);
  });
});
