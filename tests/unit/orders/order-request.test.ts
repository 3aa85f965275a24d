import { PHONE_PATTERN, ZIP_PATTERN } from '@/lib/shop/common/address-patterns';
import { addressBookEntrySchema } from '@/lib/shop/accounts/address-book';

// Browsers compile an input's `pattern` as ^(?:pattern)$ with the `v` flag, where some
// characters need escaping that the older syntax lets pass; an invalid one is ignored and logged.
const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

describe.each([
  ['PHONE_PATTERN', PHONE_PATTERN, ['+1 (310) 555-0100', '310.555.0100', '3105550100'], ['call me', '12345', '+1 310 555 0100 ext 9999999']],
  ['ZIP_PATTERN', ZIP_PATTERN, ['90501', '90501-1234'], ['9050', '90501-12', 'ABCDE']],
])('%s', (_name, pattern, good, bad) => {
  it.each(good)('lets the browser accept %p', (value) => expect(asBrowser(pattern).test(value)).toBe(true));
  it.each(bad)('lets the browser refuse %p', (value) => expect(asBrowser(pattern).test(value)).toBe(false));
});

describe('addressBookEntrySchema', () => {
  const entry = { name: 'Aki Tanaka', phone: '(310) 555-0100', line1: '1 Main St', city: 'Torrance', state: 'CA', zip: '90501' };

  it('takes checkout’s fields and defaults the optional ones', () => {
    expect(addressBookEntrySchema.parse(entry)).toEqual({ ...entry, line2: '', isDefault: false });
  });

  it.each([
    ['zip', '9050', 'zipInvalid'],
    ['state', 'PR', 'stateInvalid'],
    ['phone', 'none', 'phoneInvalid'],
    ['name', '  ', 'required'],
  ])('refuses a bad %s with the checkout message key', (field, value, key) => {
    const result = addressBookEntrySchema.safeParse({ ...entry, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, key]]);
  });
});
