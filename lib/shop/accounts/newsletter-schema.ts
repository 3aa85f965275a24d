import { z } from 'zod';
import { emailSchema } from '../../api/email';

export const newsletterSchema = z.object({ email: emailSchema });
