import { z } from 'zod';
import { emailSchema } from '../common/schemas';

export const newsletterSchema = z.object({ email: emailSchema });
