import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/shop/common/email-pattern';
import { MIN_PASSWORD_LENGTH } from '@/lib/shop/accounts/password-rules';
import { emailSchema } from '../common/schemas';

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

export const newsletterSchema = z.object({ email: emailSchema });
