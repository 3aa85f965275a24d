import type { AbstractIntlMessages } from 'next-intl';
import en from '@/messages/en.json';
import { LAYOUT_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';

const messages = { a: { x: 'X', y: { z: 'Z' } }, b: { w: 'W' }, c: 'C' };

describe('pickMessages', () => {
  it.each([
    ['whole namespaces', ['a', 'c'], { a: messages.a, c: 'C' }],
    ['a nested path, in the same nesting', ['a.y'], { a: { y: { z: 'Z' } } }],
    ['two paths under one namespace', ['a.x', 'a.y.z'], { a: { x: 'X', y: { z: 'Z' } } }],
    ['a path that does not exist', ['d', 'a.q'], { a: {} }],
    ['nothing', [], {}],
  ])('%s', (_, paths, expected) => {
    expect(pickMessages(messages, paths)).toEqual(expected);
  });

  it('leaves out the server-only namespaces a page never reads in the browser', () => {
    const picked = pickMessages(en as unknown as AbstractIntlMessages, LAYOUT_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...LAYOUT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('policies');
    expect(picked).not.toHaveProperty('checkout');
  });
});
