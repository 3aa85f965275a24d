import { z } from 'zod';

/** How many items one product page can ask about at once; more is not a page. */
export const MAX_REACTION_ITEMS = 500;

const idList = z
  .string()
  .regex(/^(\d{1,9}(,\d{1,9})*)?$/, { error: 'invalid' })
  .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []))
  .pipe(z.array(z.number()).max(MAX_REACTION_ITEMS, { error: 'tooLong' }))
  .default([]);

/** `?reviews=1,2&questions=3`: the items whose reactions the visitor wants to see pressed. */
export const visitorReactionsQuerySchema = z.object({ reviews: idList, questions: idList });
