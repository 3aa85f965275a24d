import { optimisticCounts, toggleReaction } from '@/lib/shop/talk/reactions';

describe('toggleReaction', () => {
  it.each([
    ['none', 'up', 'up'],
    ['up', 'up', 'none'],
    ['up', 'down', 'down'],
    ['down', 'down', 'none'],
    ['down', 'up', 'up'],
  ] as const)('%s + %s → %s', (current, pressed, next) => expect(toggleReaction(current, pressed)).toBe(next));
});

describe('optimisticCounts', () => {
  it.each([
    [{ up: 3, down: 1 }, 'none', 'up', { up: 4, down: 1 }],
    [{ up: 3, down: 1 }, 'up', 'down', { up: 2, down: 2 }],
    [{ up: 3, down: 1 }, 'down', 'none', { up: 3, down: 0 }],
    [{ up: 0, down: 0 }, 'up', 'none', { up: 0, down: 0 }],
  ] as const)('%o %s→%s', (counts, from, to, expected) => expect(optimisticCounts(counts, from, to)).toEqual(expected));
});
