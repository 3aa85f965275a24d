import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/shop/common/email-pattern';
import { IMAGE_NAME_PATTERN, MAX_UPLOAD_FILES } from '@/lib/shop/talk';
import { CONTACT_TOPICS, MAX_VIDEO_NAMES, US_PHONE_FORMAT, WARRANTY_BRANDS, type FormKind } from '@/lib/shop/content/form-kinds';

const optional = (max: number) => z.string({ error: 'invalid' }).trim().max(max, { error: 'tooLong' }).default('');
const required = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });
const email = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'tooLong' }).regex(EMAIL_PATTERN, { error: 'emailInvalid' });
const usPhone = z
  .string({ error: 'invalid' })
  .trim()
  .max(20, { error: 'tooLong' })
  .refine((value) => value === '' || US_PHONE_FORMAT.test(value), { error: 'phoneInvalid' })
  .default('');
const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => z.enum(values, { error: 'invalidOption' }).default(fallback);

/** Only the e-mail (our one support channel) and the field that carries the request are required. */
export const contactSchema = z.object({
  name: optional(100),
  email,
  orderNumber: optional(40),
  topic: choice(CONTACT_TOPICS, 'support'),
  message: required(5000),
});

export const warrantySchema = z.object({
  brand: choice(WARRANTY_BRANDS, ''),
  partNumber: optional(80),
  firstName: optional(60),
  lastName: optional(60),
  orderNumber: optional(40),
  email,
  phoneNumber: usPhone,
  issueDetails: z.string({ error: 'detailsRequired' }).trim().min(1, { error: 'detailsRequired' }).max(5000, { error: 'tooLong' }),
});

/** What arrives at the handler: the typed fields plus the photos already uploaded and the names of videos. */
export const warrantyInputSchema = warrantySchema.extend({
  imageIds: z.array(z.string().regex(IMAGE_NAME_PATTERN, { error: 'unknownImage' })).max(MAX_UPLOAD_FILES, { error: 'tooManyFiles' }).default([]),
  videoNames: z.array(z.string().trim().min(1).max(200, { error: 'tooLong' })).max(MAX_VIDEO_NAMES, { error: 'tooManyFiles' }).default([]),
});

export const internationalSchema = z.object({
  name: optional(100),
  email,
  address: optional(200),
  city: optional(100),
  zip: optional(20),
  country: optional(80),
  vehicleYear: optional(10),
  vehicleMake: optional(60),
  vehicleModel: optional(80),
  products: required(3000),
});

export const militarySchema = z.object({
  name: optional(100),
  phone: optional(30),
  email,
  station: optional(150),
  vehicle: optional(150),
  order: required(3000),
});

/** The schema the handler checks for each kind of form. */
export const FORM_INPUT_SCHEMAS = {
  contact: contactSchema,
  warranty: warrantyInputSchema,
  international: internationalSchema,
  military: militarySchema,
} as const;

/** The schema the browser checks before sending (the warranty's files are handled beside it). */
export const FORM_SCHEMAS = {
  contact: contactSchema,
  warranty: warrantySchema,
  international: internationalSchema,
  military: militarySchema,
} as const;

export type FormInput<K extends FormKind> = z.infer<(typeof FORM_INPUT_SCHEMAS)[K]>;
export type AnyFormInput = FormInput<FormKind>;
