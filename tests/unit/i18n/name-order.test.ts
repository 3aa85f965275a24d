import { inNameOrder } from '@/lib/i18n/name-order';

const names = (fields: { name: string }[]) => fields.map((field) => field.name);
const REGISTER = [{ name: 'firstName' }, { name: 'lastName' }, { name: 'email' }];
const WARRANTY = [{ name: 'brand' }, { name: 'firstName' }, { name: 'lastName' }, { name: 'email' }];

describe('inNameOrder', () => {
  it.each([
    ['en', REGISTER, ['firstName', 'lastName', 'email']],
    ['es', REGISTER, ['firstName', 'lastName', 'email']],
    ['ja', REGISTER, ['lastName', 'firstName', 'email']],
    ['en', WARRANTY, ['brand', 'firstName', 'lastName', 'email']],
    ['ja', WARRANTY, ['brand', 'lastName', 'firstName', 'email']],
    ['ja', [{ name: 'name' }, { name: 'email' }], ['name', 'email']],
    ['ja', [{ name: 'lastName' }, { name: 'firstName' }], ['lastName', 'firstName']],
  ] as const)('%s orders %j as %j', (locale, fields, expected) => expect(names(inNameOrder(fields, locale))).toEqual(expected));

  it('leaves the fields it was given alone', () => {
    const fields = [...REGISTER];
    inNameOrder(fields, 'ja');
    expect(names(fields)).toEqual(['firstName', 'lastName', 'email']);
  });
});
