import { coversAny, overlaps } from '@/lib/client/hooks/covers';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height, width, height });

// The chat button at rest on a 390 × 844 phone screen: 48 px, 16 px from the bottom-right corner.
const button = box(326, 780, 48, 48);

describe('overlaps', () => {
  it.each([
    ['a full-width add-to-cart button behind it', box(16, 770, 358, 48), true],
    ['a discount badge at the right end of the price line', box(300, 800, 60, 24), true],
    ['a total just above it', box(16, 730, 358, 40), false],
    ['content touching its top edge', box(16, 740, 358, 40), false],
    ['content to its left', box(16, 790, 300, 30), false],
    ['content inside it', box(340, 790, 10, 10), true],
    ['content around it', box(0, 700, 390, 144), true],
  ])('%s: %s', (_, content, expected) => {
    expect(overlaps(button, content)).toBe(expected);
    expect(overlaps(content, button)).toBe(expected);
  });
});

describe('coversAny', () => {
  it.each([
    ['nothing marked', [], false],
    ['one of several under it', [box(16, 100, 358, 40), box(16, 790, 358, 40)], true],
    ['an element that takes no room where it would be', [box(340, 790, 0, 0), { ...box(340, 790, 20, 20), height: 0 }], false],
  ])('%s: %s', (_, content, expected) => {
    expect(coversAny(button, content)).toBe(expected);
  });
});
