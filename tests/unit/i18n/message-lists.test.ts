import { messageLists } from '@/lib/i18n/message-lists';

describe('messageLists (numbered objects in the messages read back as lists)', () => {
  it.each([
    ['a string', 'Returns', 'Returns'],
    ['a numbered object', { 1: 'a', 2: 'b' }, ['a', 'b']],
    ['numbered at every depth', { 1: { title: 'T', paragraphs: { 1: 'p1', 2: 'p2' } } }, [{ title: 'T', paragraphs: ['p1', 'p2'] }]],
    ['ten or more items, in order', Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i + 1), i])), Array.from({ length: 11 }, (_, i) => i)],
    ['keys that are not 1, 2, 3 ...', { 0: 'a', 1: 'b' }, { 0: 'a', 1: 'b' }],
    ['named keys', { q: 'Why?', a: 'Because.' }, { q: 'Why?', a: 'Because.' }],
    ['an empty object', {}, {}],
  ])('%s', (_, value, expected) => {
    expect(messageLists(value)).toEqual(expected);
  });
});
