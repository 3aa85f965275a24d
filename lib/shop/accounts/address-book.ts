import { z } from 'zod';
import { orderContactSchema, usAddressSchema } from '@/lib/shop/orders';

/** One address-book entry: checkout's recipient name and phone and its US address, field for field. */
export const addressBookEntrySchema = z.object({
  name: orderContactSchema.shape.name,
  phone: orderContactSchema.shape.phone,
  ...usAddressSchema.shape,
  isDefault: z.boolean().default(false),
});

export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

/** The id in /api/account/addresses/{id}: a positive whole number. */
export const addressIdSchema = z.coerce.number().int().positive();
