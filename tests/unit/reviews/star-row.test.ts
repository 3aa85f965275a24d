import { starRowPath } from '@/lib/shop/talk/star-row';

const STAR = 'l3 6.5 7 .9-5.1 4.8 1.3 7-6.2-3.5-6.2 3.5 1.3-7-5.1-4.8 7-.9z';

describe('starRowPath', () => {
  it.each([
    [0, 0, ''],
    [0, 1, `M12 2${STAR}`],
    [0, 2, `M12 2${STAR}M36 2${STAR}`],
    [3, 2, `M84 2${STAR}M108 2${STAR}`],
    [4, 1, `M108 2${STAR}`],
  ])('stars %i to %i more: %s', (first, count, path) => expect(starRowPath(first, count)).toBe(path));

  it('draws the same star as the single-star icon: its relative moves end where the absolute ones did', () => {
    // The icon's path: M12 2 l3 6.5 7 .9 -5.1 4.8 1.3 7 -6.2 -3.5 -6.2 3.5 1.3 -7 L2 9.4 l7 -.9 z
    const moves = [[3, 6.5], [7, 0.9], [-5.1, 4.8], [1.3, 7], [-6.2, -3.5], [-6.2, 3.5], [1.3, -7]];
    const end = moves.reduce(([x, y], [dx, dy]) => [x + dx, y + dy], [12, 2]);
    expect(end[0] - 5.1).toBeCloseTo(2);
    expect(end[1] - 4.8).toBeCloseTo(9.4);
  });
});
