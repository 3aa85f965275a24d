import { z } from 'zod';

/** Local part, @, a domain with a dot and a two-letter or longer ending (spec 000 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const emailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN, { error: 'emailInvalid' });

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
