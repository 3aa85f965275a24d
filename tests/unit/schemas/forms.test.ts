import { contactSchema, FORM_INPUT_SCHEMAS, internationalSchema, militarySchema, warrantyInputSchema, warrantySchema } from '@/lib/shop/content/schemas';
import { isFormKind } from '@/lib/shop/content/form-kinds';

/** The first message of each field, as the form shows it. */
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('contact form', () => {
  it.each([
    [{ email: 'a@b.co', message: 'Where is my order?' }, {}],
    [{ email: '', message: 'Hi' }, { email: 'required' }],
    [{ email: 'not-an-email', message: 'Hi' }, { email: 'emailInvalid' }],
    [{ email: 'a@b.co', message: '   ' }, { message: 'required' }],
    [{ email: 'a@b.co', message: 'Hi', topic: 'refund' }, { topic: 'invalidOption' }],
    [{ email: 'a@b.co', message: 'x'.repeat(5001) }, { message: 'tooLong' }],
  ])('%o → %o', (input, errors) => expect(errorsOf(contactSchema.safeParse(input))).toEqual(errors));

  it('trims and fills defaults', () => {
    expect(contactSchema.parse({ email: ' a@b.co ', message: ' Hi ' })).toEqual({ name: '', email: 'a@b.co', orderNumber: '', topic: 'support', message: 'Hi' });
  });
});

describe('warranty form', () => {
  const valid = { email: 'a@b.co', issueDetails: 'The bracket cracked.' };
  it.each([
    [valid, {}],
    [{ ...valid, issueDetails: '' }, { issueDetails: 'detailsRequired' }],
    [{ ...valid, issueDetails: ' \n\t ' }, { issueDetails: 'detailsRequired' }],
    [{ ...valid, phoneNumber: '(555) 123-4567' }, {}],
    [{ ...valid, phoneNumber: '' }, {}],
    [{ ...valid, phoneNumber: '555-123-4567' }, { phoneNumber: 'phoneInvalid' }],
    [{ ...valid, phoneNumber: '(555) 123-456' }, { phoneNumber: 'phoneInvalid' }],
    [{ ...valid, brand: 'enkei' }, {}],
    [{ ...valid, brand: 'acme' }, { brand: 'invalidOption' }],
  ])('%o → %o', (input, errors) => expect(errorsOf(warrantySchema.safeParse(input))).toEqual(errors));

  it.each([
    [{ ...valid, imageIds: ['a'.repeat(32)] }, {}],
    [{ ...valid, imageIds: ['../etc/passwd'] }, { imageIds: 'unknownImage' }],
    [{ ...valid, imageIds: Array.from({ length: 7 }, (_, i) => String(i).repeat(32)) }, { imageIds: 'tooManyFiles' }],
    [{ ...valid, videoNames: ['crack.mp4'] }, {}],
  ])('files %#', (input, errors) => expect(errorsOf(warrantyInputSchema.safeParse(input))).toEqual(errors));
});

describe('quote and military forms', () => {
  it.each([
    [internationalSchema, { email: 'a@b.co', products: 'Carbon hood' }, {}],
    [internationalSchema, { email: 'a@b.co' }, { products: 'required' }],
    [internationalSchema, { products: 'Hood' }, { email: 'required' }],
    [militarySchema, { email: 'a@b.co', order: 'Coilovers' }, {}],
    [militarySchema, { email: 'a@b', order: 'Coilovers' }, { email: 'emailInvalid' }],
  ])('%#', (schema, input, errors) => expect(errorsOf(schema.safeParse(input))).toEqual(errors));
});

describe('form kinds', () => {
  it.each([
    ['contact', true],
    ['warranty', true],
    ['international', true],
    ['military', true],
    ['newsletter', false],
    ['__proto__', false],
  ])('isFormKind(%s) = %s', (kind, expected) => expect(isFormKind(kind)).toBe(expected));

  it('has a handler schema for each kind', () => expect(Object.keys(FORM_INPUT_SCHEMAS).sort()).toEqual(['contact', 'international', 'military', 'warranty']));
});
