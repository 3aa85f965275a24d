import { formatUsPhone } from '@/lib/shop/content/phone';
import { US_PHONE_FORMAT } from '@/lib/shop/content/form-kinds';

it.each([
  ['', ''],
  ['5', '(5'],
  ['555', '(555'],
  ['5551', '(555) 1'],
  ['555123', '(555) 123'],
  ['5551234', '(555) 123-4'],
  ['5551234567', '(555) 123-4567'],
  ['555-123-4567 ext', '(555) 123-4567'],
  ['+1 (555) 123-4567', '(555) 123-4567'],
  ['55512345678', '(555) 123-4567'],
])('formatUsPhone(%p) = %p', (input, expected) => expect(formatUsPhone(input)).toBe(expected));

it('a full number matches the form pattern', () => expect(US_PHONE_FORMAT.test(formatUsPhone('5551234567'))).toBe(true));
