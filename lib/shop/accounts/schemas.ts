import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/shop/common/email-pattern';
import { MIN_PASSWORD_LENGTH } from '@/lib/shop/accounts/password-rules';
import { isVehicleSlug } from '@/lib/shop/catalogue';
import { emailSchema } from '../common/schemas';
import { keptGarage, MAX_GARAGE_VEHICLES } from './garage';

// Messages are keys of the `auth` namespace, shown by the form and returned by the API.
const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailInvalid' })
  .regex(EMAIL_PATTERN, { error: 'emailInvalid' });
const newPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(MIN_PASSWORD_LENGTH, { error: 'passwordRequirements' })
  .max(200, { error: 'passwordRequirements' });

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200),
});

export const registerSchema = z.object({
  firstName: z.string({ error: 'firstNameRequired' }).trim().min(1, { error: 'firstNameRequired' }).max(80),
  lastName: z.string({ error: 'lastNameRequired' }).trim().min(1, { error: 'lastNameRequired' }).max(80),
  email,
  password: newPassword,
});

export const recoverSchema = z.object({ email });

export const resetSchema = z.object({
  token: z.string({ error: 'invalidToken' }).min(20, { error: 'invalidToken' }).max(200, { error: 'invalidToken' }),
  password: newPassword,
});

/** A garage sent by the browser: vehicles the catalogue knows, each once, and an active one among them (or none). */
export const garageSchema = z
  .object({
    vehicles: z.array(z.string().max(40).refine(isVehicleSlug)).max(MAX_GARAGE_VEHICLES),
    active: z.string().max(40).nullable(),
  })
  .refine((garage) => garage.active === null || garage.vehicles.includes(garage.active), { path: ['active'] })
  .transform((garage) => keptGarage(garage, isVehicleSlug));

export const newsletterSchema = z.object({ email: emailSchema });
