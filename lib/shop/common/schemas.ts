import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/shop/common/email-pattern';

export const emailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN, { error: 'emailInvalid' });

/** A row id: PostgreSQL's `integer` stops at 2^31 - 1, so anything larger names nothing. */
export const MAX_ROW_ID = 2_147_483_647;
export const rowId = () => z.int().positive().max(MAX_ROW_ID);
