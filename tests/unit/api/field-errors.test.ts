import { z } from 'zod';
import { fieldErrorKey } from '@/lib/api/field-errors';

const schema = z.object({
  quantity: z.int().min(1).max(9),
  name: z.string().min(3).max(5),
  title: z.string().min(1),
  tags: z.array(z.string()).min(1).max(2),
  kind: z.enum(['a', 'b']),
  email: z.email(),
  own: z.string().min(1, { error: 'nameRequired' }),
});

const keysFor = (value: Record<string, unknown>) => {
  const result = schema.safeParse({ quantity: 1, name: 'abcd', title: 'x', tags: ['x'], kind: 'a', email: 'a@b.co', own: 'x', ...value }, { error: fieldErrorKey });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('fieldErrorKey', () => {
  it.each([
    [{ quantity: 0 }, { quantity: 'tooSmall' }],
    [{ quantity: 2 ** 31 }, { quantity: 'tooBig' }],
    [{ quantity: 'many' }, { quantity: 'invalidType' }],
    [{ quantity: undefined }, { quantity: 'required' }],
    [{ name: 'ab' }, { name: 'tooShort' }],
    [{ name: 'abcdefg' }, { name: 'tooLong' }],
    [{ title: '' }, { title: 'required' }],
    [{ tags: [] }, { tags: 'tooFew' }],
    [{ tags: ['a', 'b', 'c'] }, { tags: 'tooMany' }],
    [{ kind: 'c' }, { kind: 'invalidValue' }],
    [{ email: 'nope' }, { email: 'invalidFormat' }],
    [{ own: '' }, { own: 'nameRequired' }],
  ])('%j answers %j', (value, expected) => {
    expect(keysFor(value)).toEqual(expected);
  });
});
