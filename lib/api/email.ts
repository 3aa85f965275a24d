import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/api/email-pattern';

export const emailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN, { error: 'emailInvalid' });
