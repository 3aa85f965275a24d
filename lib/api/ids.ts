import { z } from 'zod';

/** A row id: PostgreSQL's `integer` stops at 2^31 - 1, so anything larger names nothing. */
export const MAX_ROW_ID = 2_147_483_647;
export const rowId = () => z.int().positive().max(MAX_ROW_ID);
