import { z } from 'zod';
import { emailSchema } from './email';

export const newsletterSchema = z.object({ email: emailSchema });
